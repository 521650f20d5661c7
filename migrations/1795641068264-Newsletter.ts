import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Newsletter1795641068264 implements MigrationInterface {
  name = 'Newsletter1795641068264';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "newsletter_subscriptions" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "public_id" uuid NOT NULL DEFAULT gen_random_uuid(), "full_name" character varying(100) NOT NULL, "email" character varying(254) NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'active', "unsubscribe_token_hash" character(64) NOT NULL, "subscribed_at" TIMESTAMP WITH TIME ZONE NOT NULL, "unsubscribed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_newsletter_subscriptions_status" CHECK ("status" IN ('active', 'unsubscribed')), CONSTRAINT "PK_cfca9a6e4f146a80a6cd2e76f1d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_newsletter_subscriptions_public_id" ON "newsletter_subscriptions"  ("public_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_newsletter_subscriptions_email" ON "newsletter_subscriptions"  ("email") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_newsletter_subscriptions_token" ON "newsletter_subscriptions"  ("unsubscribe_token_hash") `,
    );
    await queryRunner.query(`CREATE INDEX "ix_newsletter_subscriptions_status" ON "newsletter_subscriptions"  ("status", "id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_newsletter_subscriptions_status"`);
    await queryRunner.query(`DROP INDEX "public"."uq_newsletter_subscriptions_token"`);
    await queryRunner.query(`DROP INDEX "public"."uq_newsletter_subscriptions_email"`);
    await queryRunner.query(`DROP INDEX "public"."uq_newsletter_subscriptions_public_id"`);
    await queryRunner.query(`DROP TABLE "newsletter_subscriptions"`);
  }
}
