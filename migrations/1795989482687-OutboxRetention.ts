import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 25: the nightly prunes of the two outboxes (DomainEventsRetention, WebhookRetention) find the rows dispatched
 * before a day through these partial indexes, oldest first, instead of reading the whole table.
 */
export class OutboxRetention1795989482687 implements MigrationInterface {
  name = 'OutboxRetention1795989482687';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "ix_webhook_events_dispatched_recent" ON "webhook_events"  ("occurred_at") WHERE dispatched_at IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_domain_events_dispatched" ON "domain_events"  ("dispatched_at") WHERE dispatched_at IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_domain_events_dispatched"`);
    await queryRunner.query(`DROP INDEX "public"."ix_webhook_events_dispatched_recent"`);
  }
}
