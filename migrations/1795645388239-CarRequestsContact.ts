import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CarRequestsContact1795645388239 implements MigrationInterface {
  name = 'CarRequestsContact1795645388239';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "car_requests" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "public_id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" bigint, "make" character varying(60) NOT NULL, "model" character varying(60), "year" integer, "comments" character varying(1000), "name" character varying(100) NOT NULL, "email" character varying(254) NOT NULL, "phone" character varying(40), "whatsapp" character varying(40), "contact_method" character varying(16) NOT NULL, "promotions" boolean NOT NULL DEFAULT false, "privacy_agreed_at" TIMESTAMP WITH TIME ZONE NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'open', "offered_car_id" bigint, "offered_stock_id" character varying(12), "handled_note" character varying(1000), "handled_at" TIMESTAMP WITH TIME ZONE, "handled_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_car_requests_contact_method" CHECK ("contact_method" IN ('any', 'email', 'phone', 'whatsapp')), CONSTRAINT "ck_car_requests_status" CHECK ("status" IN ('open', 'handled')), CONSTRAINT "PK_207e276ff393c53b9174e8a8347" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_car_requests_public_id" ON "car_requests"  ("public_id") `);
    await queryRunner.query(`CREATE INDEX "ix_car_requests_offered_car" ON "car_requests"  ("offered_car_id") `);
    await queryRunner.query(`CREATE INDEX "ix_car_requests_user" ON "car_requests"  ("user_id") `);
    await queryRunner.query(`CREATE INDEX "ix_car_requests_recent" ON "car_requests"  ("created_at", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_car_requests_status_recent" ON "car_requests"  ("status", "created_at", "id") `);
    await queryRunner.query(
      `CREATE TABLE "contact_messages" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "public_id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" bigint, "subject" character varying(16) NOT NULL, "name" character varying(100) NOT NULL, "email" character varying(254) NOT NULL, "message" character varying(5000) NOT NULL, "privacy_agreed_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_contact_messages_subject" CHECK ("subject" IN ('sales', 'support', 'partnership', 'other')), CONSTRAINT "PK_b74f96eb2edd977ccfba6533293" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_contact_messages_public_id" ON "contact_messages"  ("public_id") `);
    await queryRunner.query(`CREATE INDEX "ix_contact_messages_user" ON "contact_messages"  ("user_id") `);
    await queryRunner.query(`CREATE INDEX "ix_contact_messages_subject_recent" ON "contact_messages"  ("subject", "created_at", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_contact_messages_recent" ON "contact_messages"  ("created_at", "id") `);
    await queryRunner.query(
      `ALTER TABLE "car_requests" ADD CONSTRAINT "FK_a762e859ebb46d3ac1bc895cd46" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "car_requests" ADD CONSTRAINT "FK_674aceaef68a5df7db98f12cda9" FOREIGN KEY ("offered_car_id") REFERENCES "cars"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "contact_messages" ADD CONSTRAINT "FK_9e5c22b90643dd077c3581f3c3b" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "contact_messages" DROP CONSTRAINT "FK_9e5c22b90643dd077c3581f3c3b"`);
    await queryRunner.query(`ALTER TABLE "car_requests" DROP CONSTRAINT "FK_674aceaef68a5df7db98f12cda9"`);
    await queryRunner.query(`ALTER TABLE "car_requests" DROP CONSTRAINT "FK_a762e859ebb46d3ac1bc895cd46"`);
    await queryRunner.query(`DROP INDEX "public"."ix_contact_messages_recent"`);
    await queryRunner.query(`DROP INDEX "public"."ix_contact_messages_subject_recent"`);
    await queryRunner.query(`DROP INDEX "public"."ix_contact_messages_user"`);
    await queryRunner.query(`DROP INDEX "public"."uq_contact_messages_public_id"`);
    await queryRunner.query(`DROP TABLE "contact_messages"`);
    await queryRunner.query(`DROP INDEX "public"."ix_car_requests_status_recent"`);
    await queryRunner.query(`DROP INDEX "public"."ix_car_requests_recent"`);
    await queryRunner.query(`DROP INDEX "public"."ix_car_requests_user"`);
    await queryRunner.query(`DROP INDEX "public"."ix_car_requests_offered_car"`);
    await queryRunner.query(`DROP INDEX "public"."uq_car_requests_public_id"`);
    await queryRunner.query(`DROP TABLE "car_requests"`);
  }
}
