import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PriceCalculator1795660332783 implements MigrationInterface {
  name = 'PriceCalculator1795660332783';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "freight_rates" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "public_id" uuid NOT NULL DEFAULT gen_random_uuid(), "country_code" character(2) NOT NULL, "port" character varying(60) NOT NULL, "method" character varying(10) NOT NULL, "roro_usd_per_m3" numeric(10,2), "container_usd" numeric(10,2), "cars_per_container" smallint NOT NULL DEFAULT '4', "transit_days" smallint, "active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_freight_rates_cars_per_container" CHECK ("cars_per_container" BETWEEN 1 AND 10), CONSTRAINT "ck_freight_rates_price" CHECK (("method" = 'roro' AND "roro_usd_per_m3" IS NOT NULL) OR ("method" = 'container' AND "container_usd" IS NOT NULL)), CONSTRAINT "ck_freight_rates_method" CHECK ("method" IN ('roro', 'container')), CONSTRAINT "PK_9e9d22d5e8a1741ef8cf8b0ab9b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_freight_rates_public_id" ON "freight_rates"  ("public_id") `);
    // One rate per country, port (any case) and method: an expression index, declared on the entity with synchronize: false.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_freight_rates_port_method" ON "freight_rates" ("country_code", lower("port"), "method")`,
    );
    await queryRunner.query(
      `CREATE TABLE "inspection_fees" ("country_code" character(2) NOT NULL, "agency" character varying(60) NOT NULL, "fee_usd" numeric(10,2) NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_inspection_fees_fee" CHECK ("fee_usd" >= 0), CONSTRAINT "PK_7eb20710ab77917c12fe3c4fb45" PRIMARY KEY ("country_code"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "price_charges" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "public_id" uuid NOT NULL DEFAULT gen_random_uuid(), "charge_key" character varying(24) NOT NULL, "method" character varying(10) NOT NULL DEFAULT 'any', "amount_usd" numeric(10,2) NOT NULL, "active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_price_charges_amount" CHECK ("amount_usd" >= 0), CONSTRAINT "ck_price_charges_method" CHECK ("method" IN ('any', 'roro', 'container')), CONSTRAINT "ck_price_charges_key" CHECK ("charge_key" IN ('inland_transport', 'port_charges', 'documentation_fee')), CONSTRAINT "PK_c7e2b638915143378d48192f9ab" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_price_charges_public_id" ON "price_charges"  ("public_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_price_charges_key_method" ON "price_charges"  ("charge_key", "method") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."uq_price_charges_key_method"`);
    await queryRunner.query(`DROP INDEX "public"."uq_price_charges_public_id"`);
    await queryRunner.query(`DROP TABLE "price_charges"`);
    await queryRunner.query(`DROP TABLE "inspection_fees"`);
    await queryRunner.query(`DROP INDEX "public"."uq_freight_rates_port_method"`);
    await queryRunner.query(`DROP INDEX "public"."uq_freight_rates_public_id"`);
    await queryRunner.query(`DROP TABLE "freight_rates"`);
  }
}
