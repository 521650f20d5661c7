import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The public auction search's sorts and the chassis check's history (issue 13): newest model year first and lowest
 * mileage first (lots without a mileage last, as LOT_SORT_SPECS spells it), each with starts_at beside the key so
 * "upcoming only" is checked inside the index; and the chassis number compared as the chassis check compares it
 * (upper-case, no dashes or spaces), replacing the plain chassis_number index. The two expression indexes are
 * hand-written (declared on AuctionLot with synchronize: false).
 */
export class AuctionLotSearch1795688034873 implements MigrationInterface {
  name = 'AuctionLotSearch1795688034873';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_auction_lots_chassis"`);
    await queryRunner.query(`CREATE INDEX "ix_auction_lots_year" ON "auction_lots"  ("year", "id", "starts_at") `);
    await queryRunner.query(
      `CREATE INDEX "ix_auction_lots_mileage" ON "auction_lots" ((coalesce(mileage_km, 2147483647)), "id", "starts_at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_auction_lots_chassis_key" ON "auction_lots" ((upper(translate(chassis_number, '- ', '')))) WHERE chassis_number IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_auction_lots_chassis_key"`);
    await queryRunner.query(`DROP INDEX "public"."ix_auction_lots_mileage"`);
    await queryRunner.query(`DROP INDEX "public"."ix_auction_lots_year"`);
    await queryRunner.query(`CREATE INDEX "ix_auction_lots_chassis" ON "auction_lots" ("chassis_number") WHERE chassis_number IS NOT NULL`);
  }
}
