import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments that cannot be wrong by orders of magnitude (issue 24 §4): a payment's status (recorded or voided, with
 * when, by whom and why), the day's rate its rate was checked against and the reason staff confirmed it, and when
 * each allocation was taken back by a void.
 *
 * The rate's convention changes to the site's one (units of the currency per 1 USD): the rates of payments recorded
 * before, entered as USD per unit, are inverted to 8 decimals. Their `amount_usd` — what was credited — stays as it
 * was, so amount ÷ rate may differ from it by a cent on those old rows.
 */
export class PaymentVoids1795938406564 implements MigrationInterface {
  name = 'PaymentVoids1795938406564';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payments" ADD "reference_rate" numeric(20,8)`);
    await queryRunner.query(`ALTER TABLE "payments" ADD "rate_reason" character varying(500)`);
    await queryRunner.query(`ALTER TABLE "payments" ADD "status" character varying(16) NOT NULL DEFAULT 'recorded'`);
    await queryRunner.query(`ALTER TABLE "payments" ADD "voided_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "payments" ADD "voided_by" uuid`);
    await queryRunner.query(`ALTER TABLE "payments" ADD "void_reason" character varying(500)`);
    await queryRunner.query(`ALTER TABLE "payment_allocations" ADD "voided_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `ALTER TABLE "payments" ADD CONSTRAINT "ck_payments_voided" CHECK (("status" = 'voided' AND "voided_at" IS NOT NULL AND "void_reason" IS NOT NULL AND "allocated_usd" = 0) OR ("status" = 'recorded' AND "voided_at" IS NULL))`,
    );
    await queryRunner.query(`ALTER TABLE "payments" ADD CONSTRAINT "ck_payments_status" CHECK ("status" IN ('recorded', 'voided'))`);
    await queryRunner.query(
      `UPDATE "payments" SET "exchange_rate" = GREATEST(round(1 / "exchange_rate", 8), 0.00000001) WHERE "currency" <> 'USD'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "payments" SET "exchange_rate" = GREATEST(round(1 / "exchange_rate", 8), 0.00000001) WHERE "currency" <> 'USD'`,
    );
    await queryRunner.query(`ALTER TABLE "payments" DROP CONSTRAINT "ck_payments_status"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP CONSTRAINT "ck_payments_voided"`);
    await queryRunner.query(`ALTER TABLE "payment_allocations" DROP COLUMN "voided_at"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP COLUMN "void_reason"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP COLUMN "voided_by"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP COLUMN "voided_at"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP COLUMN "status"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP COLUMN "rate_reason"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP COLUMN "reference_rate"`);
  }
}
