import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 25: the domain events' outbox (src/events/domain-event.entity.ts). Rows are written in the transaction of the
 * change they tell of; the dispatcher claims the undispatched ones oldest first through the partial index, which stays
 * as small as the backlog.
 */
export class DomainEvents1795977782165 implements MigrationInterface {
  name = 'DomainEvents1795977782165';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "domain_events" ("id" uuid NOT NULL, "name" character varying(60) NOT NULL, "payload" jsonb NOT NULL, "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL, "dispatched_at" TIMESTAMP WITH TIME ZONE, "attempts" integer NOT NULL DEFAULT '0', "done_subscribers" text array NOT NULL DEFAULT '{}', "last_error" text, "next_attempt_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_66e0920a32dda3a89b46ee7a981" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_domain_events_undispatched" ON "domain_events"  ("occurred_at", "id") WHERE dispatched_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_domain_events_undispatched"`);
    await queryRunner.query(`DROP TABLE "domain_events"`);
  }
}
