import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 24. An order keeps the itemised price it was reserved at (`price_snapshot`: the landed-price engine's lines,
 * in USD and in the customer's currency); orders from before are given theirs from their columns — the car, freight
 * and insurance, in USD. Staff overrides of import eligibility for one customer's next reservation of one car.
 */
export class PriceSnapshotEligibilityOverrides1795938964481 implements MigrationInterface {
  name = 'PriceSnapshotEligibilityOverrides1795938964481';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "eligibility_overrides" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "public_id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" bigint NOT NULL, "stock_id" character varying(12) NOT NULL, "country_code" character(2) NOT NULL, "reason" text NOT NULL, "reasons" jsonb NOT NULL, "created_by" bigint, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "order_id" uuid, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_956a826537b8872a94301e84140" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_eligibility_overrides_public_id" ON "eligibility_overrides"  ("public_id") `);
    await queryRunner.query(`CREATE INDEX "ix_eligibility_overrides_created" ON "eligibility_overrides"  ("created_at") `);
    await queryRunner.query(
      `CREATE INDEX "ix_eligibility_overrides_open" ON "eligibility_overrides"  ("user_id", "stock_id", "country_code") WHERE used_at IS NULL AND revoked_at IS NULL`,
    );
    await queryRunner.query(`ALTER TABLE "orders" ADD "price_snapshot" jsonb`);
    await queryRunner.query(`
      UPDATE "orders" SET "price_snapshot" = jsonb_build_object(
        'terms', "trade_terms",
        'destination', jsonb_build_object(
          'countryCode', "destination_country", 'port', "destination_port", 'method', "shipping_method", 'transitDays', NULL),
        'lines', jsonb_build_array(jsonb_build_object('key', 'fob_price', 'amountUsd', "vehicle_price"::text, 'amount', "vehicle_price"::text))
          || CASE WHEN "trade_terms" <> 'FOB' THEN jsonb_build_array(jsonb_build_object(
               'key', 'freight', 'amountUsd', "freight"::text, 'amount', "freight"::text, 'method', "shipping_method")) ELSE '[]'::jsonb END
          || CASE WHEN "trade_terms" = 'CIF' OR "insured_at" IS NOT NULL THEN jsonb_build_array(jsonb_build_object(
               'key', 'insurance', 'amountUsd', "insurance"::text, 'amount', "insurance"::text,
               'coverUsd', LEAST("total" - "insurance", 10000.00)::text,
               'ratePercent', COALESCE(trim_scale("insurance_rate_percent")::text, '1.5'),
               'insuredValueUsd', ("total" - "insurance")::text)) ELSE '[]'::jsonb END,
        'subtotalUsd', ("total" - "insurance")::text,
        'subtotal', ("total" - "insurance")::text,
        'totalUsd', "total"::text,
        'total', "total"::text,
        'insured', "trade_terms" = 'CIF' OR "insured_at" IS NOT NULL,
        'inspected', false,
        'currency', 'USD',
        'exchangeRate', '1',
        'insuranceRatePercent', COALESCE(trim_scale("insurance_rate_percent")::text, '1.5'))`);
    await queryRunner.query(`ALTER TABLE "orders" ALTER COLUMN "price_snapshot" SET NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "eligibility_overrides" ADD CONSTRAINT "FK_796ff641e6e0c94ce48fd454a34" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "eligibility_overrides" DROP CONSTRAINT "FK_796ff641e6e0c94ce48fd454a34"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "price_snapshot"`);
    await queryRunner.query(`DROP INDEX "public"."ix_eligibility_overrides_open"`);
    await queryRunner.query(`DROP INDEX "public"."ix_eligibility_overrides_created"`);
    await queryRunner.query(`DROP INDEX "public"."uq_eligibility_overrides_public_id"`);
    await queryRunner.query(`DROP TABLE "eligibility_overrides"`);
  }
}
