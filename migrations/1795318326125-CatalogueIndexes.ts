import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes of the public catalogue (GET /api/cars, its facets and counts), chosen from EXPLAIN ANALYZE on 1,000,000
 * cars. All are partial on the listed cars, with the predicate spelled as car-search-sql.ts spells it.
 *
 * - Keyset sorts by price, year and mileage, alone and within a make: generated from the @Index decorators of Car.
 * - Newest first, alone and within a make, with every filter column INCLUDEd: filters, counts and facet GROUP BYs
 *   run as index-only scans instead of visiting the heap row by row. Hand-written (TypeORM cannot express INCLUDE).
 * - A trigram GIN index on model, stock id and chassis number for the free-text search `q`. Hand-written.
 * - Extended statistics so the planner estimates correlated filters (make and model, body type and category, country
 *   and port) and substring searches well: the totals it estimates are reported to clients, flagged as estimates.
 * - cars leaves 10% of each page free, so the view-counter flush (UPDATE view_count, no indexed column) stays a HOT
 *   update, and is vacuumed early, which keeps the visibility map fresh for the index-only scans.
 */
export class CatalogueIndexes1795318326125 implements MigrationInterface {
  name = 'CatalogueIndexes1795318326125';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "ix_cars_listed_make_mileage" ON "cars"  ("make_id", "mileage_km", "id") WHERE status NOT IN ('sold', 'in_transit')`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_cars_listed_make_year" ON "cars"  ("make_id", "year", "id") WHERE status NOT IN ('sold', 'in_transit')`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_cars_listed_make_price" ON "cars"  ("make_id", "fob_price_usd", "id") WHERE status NOT IN ('sold', 'in_transit')`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_cars_listed_mileage" ON "cars"  ("mileage_km", "id") WHERE status NOT IN ('sold', 'in_transit')`,
    );
    await queryRunner.query(`CREATE INDEX "ix_cars_listed_year" ON "cars"  ("year", "id") WHERE status NOT IN ('sold', 'in_transit')`);
    await queryRunner.query(
      `CREATE INDEX "ix_cars_listed_price" ON "cars"  ("fob_price_usd", "id") WHERE status NOT IN ('sold', 'in_transit')`,
    );

    // Declared on Car with synchronize: false.
    await queryRunner.query(
      `CREATE INDEX "ix_cars_listed_recent" ON "cars" ("created_at", "id") INCLUDE ("make_id", "model", "year", "mileage_km", "engine_cc", "steering", "body_type", "fuel", "drive", "transmission", "color", "category", "location_country", "stock_port", "fob_price_usd") WHERE status NOT IN ('sold', 'in_transit')`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_cars_listed_make_recent" ON "cars" ("make_id", "created_at", "id") INCLUDE ("model", "year", "mileage_km", "engine_cc", "steering", "body_type", "fuel", "drive", "transmission", "color", "category", "location_country", "stock_port", "fob_price_usd") WHERE status NOT IN ('sold', 'in_transit')`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_cars_listed_search" ON "cars" USING gin ((model || E'\\n' || stock_id || E'\\n' || chassis_number) gin_trgm_ops) WHERE status NOT IN ('sold', 'in_transit')`,
    );

    await queryRunner.query(`CREATE STATISTICS "st_cars_make_model" (ndistinct, dependencies, mcv) ON make_id, lower(model) FROM "cars"`);
    await queryRunner.query(`CREATE STATISTICS "st_cars_body_category" (dependencies, mcv) ON body_type, category FROM "cars"`);
    await queryRunner.query(
      `CREATE STATISTICS "st_cars_country_port" (dependencies, mcv) ON location_country, lower(stock_port) FROM "cars"`,
    );
    await queryRunner.query(`CREATE STATISTICS "st_cars_color" ON (lower(color)) FROM "cars"`);
    await queryRunner.query(
      `CREATE STATISTICS "st_cars_search" ON ((model || E'\\n' || stock_id || E'\\n' || chassis_number)) FROM "cars"`,
    );

    await queryRunner.query(
      `ALTER TABLE "cars" SET (fillfactor = 90, autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "cars" RESET (fillfactor, autovacuum_vacuum_scale_factor, autovacuum_vacuum_insert_scale_factor, autovacuum_analyze_scale_factor)`,
    );
    await queryRunner.query(`DROP STATISTICS "public"."st_cars_search"`);
    await queryRunner.query(`DROP STATISTICS "public"."st_cars_color"`);
    await queryRunner.query(`DROP STATISTICS "public"."st_cars_country_port"`);
    await queryRunner.query(`DROP STATISTICS "public"."st_cars_body_category"`);
    await queryRunner.query(`DROP STATISTICS "public"."st_cars_make_model"`);
    await queryRunner.query(`DROP INDEX "public"."ix_cars_listed_search"`);
    await queryRunner.query(`DROP INDEX "public"."ix_cars_listed_make_recent"`);
    await queryRunner.query(`DROP INDEX "public"."ix_cars_listed_recent"`);
    await queryRunner.query(`DROP INDEX "public"."ix_cars_listed_price"`);
    await queryRunner.query(`DROP INDEX "public"."ix_cars_listed_year"`);
    await queryRunner.query(`DROP INDEX "public"."ix_cars_listed_mileage"`);
    await queryRunner.query(`DROP INDEX "public"."ix_cars_listed_make_price"`);
    await queryRunner.query(`DROP INDEX "public"."ix_cars_listed_make_year"`);
    await queryRunner.query(`DROP INDEX "public"."ix_cars_listed_make_mileage"`);
  }
}
