import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The staff car list over every status at a million cars (src/modules/cars/admin/car-admin-list-sql.ts): each sort key
 * with the id as tie-breaker; newest first, alone and within a make, covering every filter column so that filtering
 * walks the index only (no heap fetch per skipped car); and the free text's trigram index over every status.
 */
const FILTER_COLUMNS = `"status", "model", "year", "mileage_km", "engine_cc", "steering", "body_type", "fuel", "drive", "transmission", "color", "category", "location_country", "stock_port", "fob_price_usd"`;

export class AdminCarListIndexes1795672615027 implements MigrationInterface {
  name = 'AdminCarListIndexes1795672615027';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "ix_cars_status" ON "cars"  ("status", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_cars_mileage" ON "cars"  ("mileage_km", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_cars_year" ON "cars"  ("year", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_cars_price" ON "cars"  ("fob_price_usd", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_cars_recent" ON "cars" ("created_at", "id") INCLUDE ("make_id", ${FILTER_COLUMNS})`);
    await queryRunner.query(`CREATE INDEX "ix_cars_make_recent" ON "cars" ("make_id", "created_at", "id") INCLUDE (${FILTER_COLUMNS})`);
    await queryRunner.query(
      `CREATE INDEX "ix_cars_search" ON "cars" USING gin ((model || E'\\n' || stock_id || E'\\n' || chassis_number) gin_trgm_ops)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_cars_search"`);
    await queryRunner.query(`DROP INDEX "public"."ix_cars_make_recent"`);
    await queryRunner.query(`DROP INDEX "public"."ix_cars_recent"`);
    await queryRunner.query(`DROP INDEX "public"."ix_cars_price"`);
    await queryRunner.query(`DROP INDEX "public"."ix_cars_year"`);
    await queryRunner.query(`DROP INDEX "public"."ix_cars_mileage"`);
    await queryRunner.query(`DROP INDEX "public"."ix_cars_status"`);
  }
}
