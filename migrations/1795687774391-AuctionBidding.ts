import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Auction bidding (issue 13): each customer's auction account (deposit, held maximum bids, won cars owed; the row every
 * change locks), its append-only ledger (a bank transfer recorded once per kind), and the bid requests on auction lots
 * (one open request per customer and lot).
 */
export class AuctionBidding1795687774391 implements MigrationInterface {
  name = 'AuctionBidding1795687774391';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "auction_accounts" ("user_id" bigint NOT NULL, "deposit_jpy" bigint NOT NULL DEFAULT '0', "held_jpy" bigint NOT NULL DEFAULT '0', "owed_jpy" bigint NOT NULL DEFAULT '0', "refund_requested_at" TIMESTAMP WITH TIME ZONE, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_auction_accounts_sums" CHECK ("deposit_jpy" >= 0 AND "held_jpy" >= 0 AND "owed_jpy" >= 0), CONSTRAINT "PK_caa3e17618bda9be5b140a8f4e7" PRIMARY KEY ("user_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "auction_bid_requests" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "public_id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" bigint NOT NULL, "lot_id" bigint NOT NULL, "max_bid_jpy" bigint NOT NULL, "note" character varying(500), "status" character varying(10) NOT NULL DEFAULT 'open', "hammer_price_jpy" bigint, "fees_jpy" bigint, "result_at" TIMESTAMP WITH TIME ZONE, "recorded_by" uuid, "settled_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_auction_bids_status" CHECK ("status" IN ('open', 'withdrawn', 'won', 'lost', 'not_sold')), CONSTRAINT "ck_auction_bids_max_bid" CHECK ("max_bid_jpy" > 0), CONSTRAINT "PK_fdeb4f0a00025a21b365f3dfc15" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_auction_bids_public_id" ON "auction_bid_requests"  ("public_id") `);
    await queryRunner.query(`CREATE INDEX "ix_auction_bids_lot" ON "auction_bid_requests"  ("lot_id", "status") `);
    await queryRunner.query(`CREATE INDEX "ix_auction_bids_user" ON "auction_bid_requests"  ("user_id", "created_at") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_auction_bids_open" ON "auction_bid_requests"  ("user_id", "lot_id") WHERE status = 'open'`,
    );
    await queryRunner.query(
      `CREATE TABLE "auction_ledger_entries" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "user_id" bigint NOT NULL, "kind" character varying(10) NOT NULL, "amount_jpy" bigint NOT NULL, "bid_request_id" bigint, "bank_reference" character varying(64), "value_date" date, "note" character varying(500), "recorded_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_auction_ledger_kind" CHECK ("kind" IN ('deposit', 'refund', 'hold', 'release', 'won', 'settled')), CONSTRAINT "ck_auction_ledger_amount" CHECK ("amount_jpy" > 0), CONSTRAINT "PK_5dd3778192bccfe92093002ff91" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_auction_ledger_bid" ON "auction_ledger_entries"  ("bid_request_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_auction_ledger_bank_reference" ON "auction_ledger_entries"  ("kind", "bank_reference") WHERE bank_reference IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX "ix_auction_ledger_user" ON "auction_ledger_entries"  ("user_id", "id") `);
    await queryRunner.query(
      `ALTER TABLE "auction_accounts" ADD CONSTRAINT "FK_caa3e17618bda9be5b140a8f4e7" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "auction_bid_requests" ADD CONSTRAINT "FK_198b1c49b42ea78c632e88c732a" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "auction_bid_requests" ADD CONSTRAINT "FK_340fe816fefe6a66f6a9c594383" FOREIGN KEY ("lot_id") REFERENCES "auction_lots"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "auction_ledger_entries" ADD CONSTRAINT "FK_647e6642c6936fb26b36b44a119" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "auction_ledger_entries" ADD CONSTRAINT "FK_43012a11b2b911086dfb297abce" FOREIGN KEY ("bid_request_id") REFERENCES "auction_bid_requests"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "auction_ledger_entries" DROP CONSTRAINT "FK_43012a11b2b911086dfb297abce"`);
    await queryRunner.query(`ALTER TABLE "auction_ledger_entries" DROP CONSTRAINT "FK_647e6642c6936fb26b36b44a119"`);
    await queryRunner.query(`ALTER TABLE "auction_bid_requests" DROP CONSTRAINT "FK_340fe816fefe6a66f6a9c594383"`);
    await queryRunner.query(`ALTER TABLE "auction_bid_requests" DROP CONSTRAINT "FK_198b1c49b42ea78c632e88c732a"`);
    await queryRunner.query(`ALTER TABLE "auction_accounts" DROP CONSTRAINT "FK_caa3e17618bda9be5b140a8f4e7"`);
    await queryRunner.query(`DROP INDEX "public"."ix_auction_ledger_user"`);
    await queryRunner.query(`DROP INDEX "public"."uq_auction_ledger_bank_reference"`);
    await queryRunner.query(`DROP INDEX "public"."ix_auction_ledger_bid"`);
    await queryRunner.query(`DROP TABLE "auction_ledger_entries"`);
    await queryRunner.query(`DROP INDEX "public"."uq_auction_bids_open"`);
    await queryRunner.query(`DROP INDEX "public"."ix_auction_bids_user"`);
    await queryRunner.query(`DROP INDEX "public"."ix_auction_bids_lot"`);
    await queryRunner.query(`DROP INDEX "public"."uq_auction_bids_public_id"`);
    await queryRunner.query(`DROP TABLE "auction_bid_requests"`);
    await queryRunner.query(`DROP TABLE "auction_accounts"`);
  }
}
