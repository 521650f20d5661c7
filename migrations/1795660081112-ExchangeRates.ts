import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ExchangeRates1795660081112 implements MigrationInterface {
  name = 'ExchangeRates1795660081112';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "exchange_rates" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "currency" character(3) NOT NULL, "rate" numeric(20,8) NOT NULL, "source" character varying(16) NOT NULL, "set_at" TIMESTAMP WITH TIME ZONE NOT NULL, "set_by" uuid, CONSTRAINT "ck_exchange_rates_source" CHECK ("source" IN ('demo', 'staff', 'provider')), CONSTRAINT "ck_exchange_rates_rate" CHECK ("rate" > 0), CONSTRAINT "ck_exchange_rates_currency" CHECK ("currency" IN ('EUR', 'GBP', 'JPY')), CONSTRAINT "PK_33a614bad9e61956079d817ebe2" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_exchange_rates_set_at" ON "exchange_rates"  ("set_at", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_exchange_rates_latest" ON "exchange_rates"  ("currency", "set_at", "id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_exchange_rates_latest"`);
    await queryRunner.query(`DROP INDEX "public"."ix_exchange_rates_set_at"`);
    await queryRunner.query(`DROP TABLE "exchange_rates"`);
  }
}
