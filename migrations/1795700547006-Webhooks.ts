import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Webhooks1795700547006 implements MigrationInterface {
  name = 'Webhooks1795700547006';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "webhook_events" ("id" uuid NOT NULL, "type" character varying(40) NOT NULL, "audience_user_id" bigint, "payload" jsonb NOT NULL, "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL, "dispatched_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_4cba37e6a0acb5e1fc49c34ebfd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_webhook_events_audience" ON "webhook_events"  ("audience_user_id") `);
    await queryRunner.query(
      `CREATE INDEX "ix_webhook_events_undispatched" ON "webhook_events"  ("occurred_at") WHERE dispatched_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "webhook_endpoints" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "public_id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" bigint NOT NULL, "url" character varying(500) NOT NULL, "description" character varying(200), "events" character varying(40) array NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'active', "secret" character varying(64) NOT NULL, "previous_secret" character varying(64), "previous_secret_expires_at" TIMESTAMP WITH TIME ZONE, "consecutive_failures" integer NOT NULL DEFAULT '0', "disabled_at" TIMESTAMP WITH TIME ZONE, "disabled_reason" character varying(16), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_054c4cfb95223732f5939d2d546" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_webhook_endpoints_public_id" ON "webhook_endpoints"  ("public_id") `);
    await queryRunner.query(`CREATE INDEX "ix_webhook_endpoints_user" ON "webhook_endpoints"  ("user_id", "created_at") `);
    await queryRunner.query(
      `CREATE TABLE "webhook_deliveries" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "public_id" uuid NOT NULL DEFAULT gen_random_uuid(), "event_id" uuid NOT NULL, "endpoint_id" bigint NOT NULL, "replay_of" uuid, "status" character varying(16) NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "last_status_code" integer, "last_error" character varying(500), "next_attempt_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "completed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_535dd409947fb6d8fc6dfc0112a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_webhook_deliveries_public_id" ON "webhook_deliveries"  ("public_id") `);
    await queryRunner.query(
      `CREATE INDEX "ix_webhook_deliveries_due" ON "webhook_deliveries"  ("next_attempt_at") WHERE status = 'pending'`,
    );
    await queryRunner.query(`CREATE INDEX "ix_webhook_deliveries_endpoint" ON "webhook_deliveries"  ("endpoint_id", "created_at") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_webhook_deliveries_event_endpoint" ON "webhook_deliveries"  ("event_id", "endpoint_id") WHERE replay_of IS NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "webhook_delivery_attempts" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "delivery_id" bigint NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL, "status_code" integer, "duration_ms" integer NOT NULL, "succeeded" boolean NOT NULL, "answer" character varying(500), CONSTRAINT "PK_59ef9124585b56c18b98548a0c6" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_webhook_delivery_attempts_delivery" ON "webhook_delivery_attempts"  ("delivery_id", "id") `);
    await queryRunner.query(
      `ALTER TABLE "webhook_events" ADD CONSTRAINT "FK_3e50db17e955baa08e2ee21f374" FOREIGN KEY ("audience_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "FK_1f1a98a1a1faabacca9aff7ab6e" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "FK_27d1ee90033bdafe0ffe8f1be6f" FOREIGN KEY ("event_id") REFERENCES "webhook_events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "FK_0b882c26a9b91c26e6e86b4867c" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_delivery_attempts" ADD CONSTRAINT "FK_647916c401c0c275df5f00c148f" FOREIGN KEY ("delivery_id") REFERENCES "webhook_deliveries"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_delivery_attempts" DROP CONSTRAINT "FK_647916c401c0c275df5f00c148f"`);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "FK_0b882c26a9b91c26e6e86b4867c"`);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "FK_27d1ee90033bdafe0ffe8f1be6f"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "FK_1f1a98a1a1faabacca9aff7ab6e"`);
    await queryRunner.query(`ALTER TABLE "webhook_events" DROP CONSTRAINT "FK_3e50db17e955baa08e2ee21f374"`);
    await queryRunner.query(`DROP INDEX "public"."ix_webhook_delivery_attempts_delivery"`);
    await queryRunner.query(`DROP TABLE "webhook_delivery_attempts"`);
    await queryRunner.query(`DROP INDEX "public"."uq_webhook_deliveries_event_endpoint"`);
    await queryRunner.query(`DROP INDEX "public"."ix_webhook_deliveries_endpoint"`);
    await queryRunner.query(`DROP INDEX "public"."ix_webhook_deliveries_due"`);
    await queryRunner.query(`DROP INDEX "public"."uq_webhook_deliveries_public_id"`);
    await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    await queryRunner.query(`DROP INDEX "public"."ix_webhook_endpoints_user"`);
    await queryRunner.query(`DROP INDEX "public"."uq_webhook_endpoints_public_id"`);
    await queryRunner.query(`DROP TABLE "webhook_endpoints"`);
    await queryRunner.query(`DROP INDEX "public"."ix_webhook_events_undispatched"`);
    await queryRunner.query(`DROP INDEX "public"."ix_webhook_events_audience"`);
    await queryRunner.query(`DROP TABLE "webhook_events"`);
  }
}
