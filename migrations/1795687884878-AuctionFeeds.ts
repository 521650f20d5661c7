import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Auction feeds (issue 13): the feed sources with their column mappings, and the imports (a job each) with their
 * counts, checkpoint and rejected-row report. Listed newest first, by source or status.
 */
export class AuctionFeeds1795687884878 implements MigrationInterface {
  name = 'AuctionFeeds1795687884878';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "auction_feed_sources" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "public_id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(100) NOT NULL, "format" character varying(4) NOT NULL, "mapping" jsonb NOT NULL, "delimiter" character varying(1), "default_start_time" character varying(5), "url" character varying(2000), "active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_3e6eb62f487b19e8bc8ce9ae4ee" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_auction_feed_sources_public_id" ON "auction_feed_sources"  ("public_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_auction_feed_sources_name" ON "auction_feed_sources"  ("name") `);
    await queryRunner.query(
      `CREATE TABLE "auction_imports" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "public_id" uuid NOT NULL DEFAULT gen_random_uuid(), "source_id" bigint NOT NULL, "origin" character varying(8) NOT NULL, "status" character varying(8) NOT NULL DEFAULT 'queued', "file_key" character varying(200), "file_bytes" bigint, "bytes_done" bigint NOT NULL DEFAULT '0', "rows_read" integer NOT NULL DEFAULT '0', "rows_inserted" integer NOT NULL DEFAULT '0', "rows_updated" integer NOT NULL DEFAULT '0', "rows_unchanged" integer NOT NULL DEFAULT '0', "rows_rejected" integer NOT NULL DEFAULT '0', "checkpoint" integer NOT NULL DEFAULT '0', "rejected_sample" jsonb NOT NULL DEFAULT '[]', "error_code" character varying(60), "error" character varying(1000), "created_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "started_at" TIMESTAMP WITH TIME ZONE, "finished_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_383bdd7d033d45944d6965b2419" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_auction_imports_public_id" ON "auction_imports"  ("public_id") `);
    await queryRunner.query(`CREATE INDEX "ix_auction_imports_status_created" ON "auction_imports"  ("status", "created_at", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_auction_imports_source_created" ON "auction_imports"  ("source_id", "created_at", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_auction_imports_created" ON "auction_imports"  ("created_at", "id") `);
    await queryRunner.query(
      `ALTER TABLE "auction_imports" ADD CONSTRAINT "FK_571b71b95da2d395d5fe812b508" FOREIGN KEY ("source_id") REFERENCES "auction_feed_sources"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "auction_imports" DROP CONSTRAINT "FK_571b71b95da2d395d5fe812b508"`);
    await queryRunner.query(`DROP INDEX "public"."ix_auction_imports_created"`);
    await queryRunner.query(`DROP INDEX "public"."ix_auction_imports_source_created"`);
    await queryRunner.query(`DROP INDEX "public"."ix_auction_imports_status_created"`);
    await queryRunner.query(`DROP INDEX "public"."uq_auction_imports_public_id"`);
    await queryRunner.query(`DROP TABLE "auction_imports"`);
    await queryRunner.query(`DROP INDEX "public"."uq_auction_feed_sources_name"`);
    await queryRunner.query(`DROP INDEX "public"."uq_auction_feed_sources_public_id"`);
    await queryRunner.query(`DROP TABLE "auction_feed_sources"`);
  }
}
