import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WonCarOrders1795698129324 implements MigrationInterface {
  name = 'WonCarOrders1795698129324';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD "auction_bid_id" uuid`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_orders_auction_bid" ON "orders"  ("auction_bid_id") WHERE auction_bid_id IS NOT NULL AND status <> 'cancelled'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."uq_orders_auction_bid"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "auction_bid_id"`);
  }
}
