import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 24: a lot's result is recorded by staff for all its bid requests at once, and can be undone. The lot keeps
 * who recorded it and when (a result only a feed wrote has neither); the ledger gains `won_undone`, which takes back
 * what a won bid owed when its result is undone. Results recorded before, bid by bid, count as recorded by staff.
 */
export class AuctionLotResults1795938414772 implements MigrationInterface {
  name = 'AuctionLotResults1795938414772';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "auction_lots" ADD "result_recorded_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "auction_lots" ADD "result_recorded_by" uuid`);
    await queryRunner.query(
      `UPDATE "auction_lots" l SET "result_recorded_at" = r.at, "result_recorded_by" = r.by
         FROM (SELECT DISTINCT ON (lot_id) lot_id, result_at AS at, recorded_by AS by
                 FROM "auction_bid_requests" WHERE status IN ('won', 'lost', 'not_sold') AND result_at IS NOT NULL
                ORDER BY lot_id, result_at DESC) r
        WHERE r.lot_id = l.id AND l.result <> 'pending'`,
    );
    await queryRunner.query(`ALTER TABLE "auction_ledger_entries" DROP CONSTRAINT "ck_auction_ledger_kind"`);
    await queryRunner.query(
      `ALTER TABLE "auction_ledger_entries" ADD CONSTRAINT "ck_auction_ledger_kind" CHECK ("kind" IN ('deposit', 'refund', 'hold', 'release', 'won', 'settled', 'won_undone'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "auction_ledger_entries" DROP CONSTRAINT "ck_auction_ledger_kind"`);
    await queryRunner.query(
      `ALTER TABLE "auction_ledger_entries" ADD CONSTRAINT "ck_auction_ledger_kind" CHECK ("kind" IN ('deposit', 'refund', 'hold', 'release', 'won', 'settled'))`,
    );
    await queryRunner.query(`ALTER TABLE "auction_lots" DROP COLUMN "result_recorded_by"`);
    await queryRunner.query(`ALTER TABLE "auction_lots" DROP COLUMN "result_recorded_at"`);
  }
}
