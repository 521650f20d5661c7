import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 24: a car can be `withdrawn` from sale — by staff, or because the company never bought it (an auction result
 * undone after the won car had been entered into stock). The status column is a plain varchar (no CHECK to widen);
 * what changes is the catalogue's visibility rule: a withdrawn car is hidden like sold, in-transit and released ones.
 *
 * The catalogue's partial indexes are rebuilt with the new predicate (car-search-sql.ts's LISTED_PREDICATE; the six
 * TypeORM-declared ones are on Car, the three hand-written ones as in CatalogueIndexes), as the Orders migration did
 * for `released`. The saved-search alert trigger tells of a price drop only on a listed car, so it learns the new
 * hidden status too; a withdrawn car put back on sale (withdrawn → available) is "listed" news as before.
 */
const OLD = `status NOT IN ('sold', 'in_transit', 'released')`;
const NEW = `status NOT IN ('sold', 'in_transit', 'released', 'withdrawn')`;
const LISTED_INDEXES = (predicate: string) => [
  `CREATE INDEX "ix_cars_listed_make_mileage" ON "cars"  ("make_id", "mileage_km", "id") WHERE ${predicate}`,
  `CREATE INDEX "ix_cars_listed_make_year" ON "cars"  ("make_id", "year", "id") WHERE ${predicate}`,
  `CREATE INDEX "ix_cars_listed_make_price" ON "cars"  ("make_id", "fob_price_usd", "id") WHERE ${predicate}`,
  `CREATE INDEX "ix_cars_listed_mileage" ON "cars"  ("mileage_km", "id") WHERE ${predicate}`,
  `CREATE INDEX "ix_cars_listed_year" ON "cars"  ("year", "id") WHERE ${predicate}`,
  `CREATE INDEX "ix_cars_listed_price" ON "cars"  ("fob_price_usd", "id") WHERE ${predicate}`,
  `CREATE INDEX "ix_cars_listed_recent" ON "cars" ("created_at", "id") INCLUDE ("make_id", "model", "year", "mileage_km", "engine_cc", "steering", "body_type", "fuel", "drive", "transmission", "color", "category", "location_country", "stock_port", "fob_price_usd") WHERE ${predicate}`,
  `CREATE INDEX "ix_cars_listed_make_recent" ON "cars" ("make_id", "created_at", "id") INCLUDE ("model", "year", "mileage_km", "engine_cc", "steering", "body_type", "fuel", "drive", "transmission", "color", "category", "location_country", "stock_port", "fob_price_usd") WHERE ${predicate}`,
  `CREATE INDEX "ix_cars_listed_search" ON "cars" USING gin ((model || E'\\n' || stock_id || E'\\n' || chassis_number) gin_trgm_ops) WHERE ${predicate}`,
];

async function rebuildListedIndexes(queryRunner: QueryRunner, predicate: string): Promise<void> {
  for (const create of LISTED_INDEXES(predicate)) {
    const name = /INDEX "(\w+)"/.exec(create)![1]!;
    await queryRunner.query(`DROP INDEX "public"."${name}"`);
    await queryRunner.query(create);
  }
}

/** The alert trigger's function (SavedSearches), with the statuses a price drop is news for. */
const alertEvents = (hidden: string) => `CREATE OR REPLACE FUNCTION "cars_alert_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN ('available', 'ready_to_ship') AND OLD.status NOT IN ('available', 'ready_to_ship') THEN
    INSERT INTO car_alert_events (car_id, kind) VALUES (NEW.id, 'listed');
  END IF;
  IF NEW.status = 'reserved' AND OLD.status <> 'reserved' THEN
    INSERT INTO car_alert_events (car_id, kind) VALUES (NEW.id, 'reserved');
  END IF;
  IF NEW.fob_price_usd < OLD.fob_price_usd AND NEW.${hidden} THEN
    INSERT INTO car_alert_events (car_id, kind) VALUES (NEW.id, 'price_drop');
  END IF;
  RETURN NULL;
END
$$`;

export class CarWithdrawn1795960000000 implements MigrationInterface {
  name = 'CarWithdrawn1795960000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await rebuildListedIndexes(queryRunner, NEW);
    await queryRunner.query(alertEvents(NEW));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The old rule would list withdrawn cars (cars the company may never have bought): staff decide their status first.
    const [row] = await queryRunner.query(`SELECT count(*)::int AS n FROM "cars" WHERE "status" = 'withdrawn'`);
    if (Number(row?.n ?? 0) > 0) throw new Error('Cars are withdrawn from sale: decide their status before reverting CarWithdrawn');
    await queryRunner.query(alertEvents(OLD));
    await rebuildListedIndexes(queryRunner, OLD);
  }
}
