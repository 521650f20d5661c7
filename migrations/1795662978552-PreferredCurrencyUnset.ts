import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A customer's currency is null until they choose one (the client then follows the browser's choice or the country). */
export class PreferredCurrencyUnset1795662978552 implements MigrationInterface {
  name = 'PreferredCurrencyUnset1795662978552';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "preferred_currency" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "preferred_currency" DROP DEFAULT`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "users" SET "preferred_currency" = 'USD' WHERE "preferred_currency" IS NULL`);
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "preferred_currency" SET DEFAULT 'USD'`);
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "preferred_currency" SET NOT NULL`);
  }
}
