import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Auction lots (issue 13): the auction houses' cars, one row per house + day + lot number, searched by start time and
 * make; the chassis number's index serves the chassis check's history.
 */
export class AuctionLots1795687446004 implements MigrationInterface {
  name = 'AuctionLots1795687446004';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "auction_lots" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "public_id" uuid NOT NULL DEFAULT gen_random_uuid(), "auction_house" character varying(60) NOT NULL, "auction_date" date NOT NULL, "lot_number" character varying(20) NOT NULL, "starts_at" TIMESTAMP WITH TIME ZONE NOT NULL, "make" character varying(60) NOT NULL, "make_slug" character varying(60) NOT NULL, "model" character varying(80) NOT NULL, "chassis_code" character varying(30), "chassis_number" character varying(30), "year" smallint NOT NULL, "mileage_km" integer, "grade" character varying(8), "colour" character varying(40), "transmission" character varying(12), "engine_cc" integer, "equipment" character varying(300), "sheet_image_url" character varying(500), "sheet" jsonb, "start_price_jpy" bigint, "result" character varying(12) NOT NULL DEFAULT 'pending', "result_price_jpy" bigint, "import_id" bigint, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_2cf8b300abcb5ec829e05514d84" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_auction_lots_public_id" ON "auction_lots"  ("public_id") `);
    await queryRunner.query(
      `CREATE INDEX "ix_auction_lots_chassis" ON "auction_lots"  ("chassis_number") WHERE chassis_number IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX "ix_auction_lots_day_house" ON "auction_lots"  ("auction_date", "auction_house", "lot_number") `);
    await queryRunner.query(`CREATE INDEX "ix_auction_lots_make_starts" ON "auction_lots"  ("make_slug", "starts_at", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_auction_lots_starts" ON "auction_lots"  ("starts_at", "id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_auction_lots_lot" ON "auction_lots"  ("auction_house", "auction_date", "lot_number") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."uq_auction_lots_lot"`);
    await queryRunner.query(`DROP INDEX "public"."ix_auction_lots_starts"`);
    await queryRunner.query(`DROP INDEX "public"."ix_auction_lots_make_starts"`);
    await queryRunner.query(`DROP INDEX "public"."ix_auction_lots_day_house"`);
    await queryRunner.query(`DROP INDEX "public"."ix_auction_lots_chassis"`);
    await queryRunner.query(`DROP INDEX "public"."uq_auction_lots_public_id"`);
    await queryRunner.query(`DROP TABLE "auction_lots"`);
  }
}
