import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 24: a voided payment can leave a won car's order no longer paid in full; its settlement is then taken back by an
 * `unsettled` ledger entry, so the car is owed again (and its bidding power held again).
 */
export class LedgerUnsettled1795950000000 implements MigrationInterface {
  name = 'LedgerUnsettled1795950000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "auction_ledger_entries" DROP CONSTRAINT "ck_auction_ledger_kind"`);
    await queryRunner.query(
      `ALTER TABLE "auction_ledger_entries" ADD CONSTRAINT "ck_auction_ledger_kind" CHECK ("kind" IN ('deposit', 'refund', 'hold', 'release', 'won', 'settled', 'won_undone', 'unsettled'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "auction_ledger_entries" DROP CONSTRAINT "ck_auction_ledger_kind"`);
    await queryRunner.query(
      `ALTER TABLE "auction_ledger_entries" ADD CONSTRAINT "ck_auction_ledger_kind" CHECK ("kind" IN ('deposit', 'refund', 'hold', 'release', 'won', 'settled', 'won_undone'))`,
    );
  }
}
