import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MessagesSortIndexesContactStatus1795672784338 implements MigrationInterface {
  name = 'MessagesSortIndexesContactStatus1795672784338';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "contact_messages" ADD "status" character varying(16) NOT NULL DEFAULT 'new'`);
    await queryRunner.query(`ALTER TABLE "contact_messages" ADD "handled_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "contact_messages" ADD "handled_by" uuid`);
    await queryRunner.query(`CREATE INDEX "ix_newsletter_subscriptions_full_name" ON "newsletter_subscriptions"  ("full_name", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_newsletter_subscriptions_recent" ON "newsletter_subscriptions"  ("subscribed_at", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_car_requests_make" ON "car_requests"  ("make", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_car_requests_status" ON "car_requests"  ("status", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_contact_messages_subject" ON "contact_messages"  ("subject", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_contact_messages_status" ON "contact_messages"  ("status", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_contact_messages_status_recent" ON "contact_messages"  ("status", "created_at", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_damage_reports_stock" ON "damage_reports"  ("stock_id", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_damage_reports_status_changed" ON "damage_reports"  ("status_changed_at", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_damage_reports_status" ON "damage_reports"  ("status", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_inquiries_name" ON "inquiries"  ("name", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_inquiries_status" ON "inquiries"  ("status", "id") `);
    await queryRunner.query(
      `ALTER TABLE "contact_messages" ADD CONSTRAINT "ck_contact_messages_status" CHECK ("status" IN ('new', 'handled'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "contact_messages" DROP CONSTRAINT "ck_contact_messages_status"`);
    await queryRunner.query(`DROP INDEX "public"."ix_inquiries_status"`);
    await queryRunner.query(`DROP INDEX "public"."ix_inquiries_name"`);
    await queryRunner.query(`DROP INDEX "public"."ix_damage_reports_status"`);
    await queryRunner.query(`DROP INDEX "public"."ix_damage_reports_status_changed"`);
    await queryRunner.query(`DROP INDEX "public"."ix_damage_reports_stock"`);
    await queryRunner.query(`DROP INDEX "public"."ix_contact_messages_status_recent"`);
    await queryRunner.query(`DROP INDEX "public"."ix_contact_messages_status"`);
    await queryRunner.query(`DROP INDEX "public"."ix_contact_messages_subject"`);
    await queryRunner.query(`DROP INDEX "public"."ix_car_requests_status"`);
    await queryRunner.query(`DROP INDEX "public"."ix_car_requests_make"`);
    await queryRunner.query(`DROP INDEX "public"."ix_newsletter_subscriptions_recent"`);
    await queryRunner.query(`DROP INDEX "public"."ix_newsletter_subscriptions_full_name"`);
    await queryRunner.query(`ALTER TABLE "contact_messages" DROP COLUMN "handled_by"`);
    await queryRunner.query(`ALTER TABLE "contact_messages" DROP COLUMN "handled_at"`);
    await queryRunner.query(`ALTER TABLE "contact_messages" DROP COLUMN "status"`);
  }
}
