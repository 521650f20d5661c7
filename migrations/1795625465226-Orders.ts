import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders (issue 9 §1–4): reservations with their hold, telegraphic-transfer payments and their allocations, remittance
 * copies, and every move of an order. One order per car is not cancelled (uq_orders_holding_car): with the car's row
 * lock, the database guarantees "This car is already reserved!" under any concurrency. Money is numeric, and the
 * checks keep an order or a payment from being allocated more than it is worth.
 *
 * The catalogue's partial indexes are rebuilt for the new visibility rule (issue 9 §8): a released car (delivered
 * through an order) is never listed again, like sold and in-transit ones. The predicate is car-search-sql.ts's
 * LISTED_PREDICATE; the six TypeORM-declared ones are on Car, the three hand-written ones as in CatalogueIndexes.
 */
const OLD = `status NOT IN ('sold', 'in_transit')`;
const NEW = `status NOT IN ('sold', 'in_transit', 'released')`;
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

export class Orders1795625465226 implements MigrationInterface {
  name = 'Orders1795625465226';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "orders" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "public_id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" bigint, "car_id" bigint NOT NULL, "status" character varying(16) NOT NULL, "stock_id" character varying(12) NOT NULL, "car_title" character varying(120) NOT NULL, "car_thumbnail_url" character varying(500), "trade_terms" character varying(3) NOT NULL, "shipping_method" character varying(16) NOT NULL, "destination_country" character(2) NOT NULL, "destination_port" character varying(60) NOT NULL, "consignee" jsonb NOT NULL, "currency" character(3) NOT NULL DEFAULT 'USD', "vehicle_price" numeric(12,2) NOT NULL, "freight" numeric(12,2) NOT NULL, "insurance" numeric(12,2) NOT NULL, "total" numeric(12,2) NOT NULL, "amount_allocated" numeric(12,2) NOT NULL DEFAULT '0', "reserved_at" TIMESTAMP WITH TIME ZONE NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "status_changed_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_orders_allocated" CHECK ("amount_allocated" >= 0 AND "amount_allocated" <= "total"), CONSTRAINT "PK_710e2d4957aa5878dfe94e4ac2f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_orders_public_id" ON "orders"  ("public_id") `);
    await queryRunner.query(`CREATE INDEX "ix_orders_expiring" ON "orders"  ("expires_at") WHERE status = 'reserved'`);
    await queryRunner.query(`CREATE INDEX "ix_orders_status" ON "orders"  ("status", "reserved_at") `);
    await queryRunner.query(`CREATE INDEX "ix_orders_user" ON "orders"  ("user_id", "reserved_at") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_orders_holding_car" ON "orders"  ("car_id") WHERE status <> 'cancelled'`);
    await queryRunner.query(
      `CREATE TABLE "order_transitions" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "order_id" bigint NOT NULL, "from_status" character varying(16), "to_status" character varying(16) NOT NULL, "cause" character varying(16) NOT NULL, "actor_id" uuid, "actor_role" character varying(16), "reason" character varying(500), "at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_4818025b2c3ef42046b07971605" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_order_transitions_order" ON "order_transitions"  ("order_id", "id") `);
    await queryRunner.query(
      `CREATE TABLE "payments" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "public_id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" bigint, "amount" numeric(14,2) NOT NULL, "currency" character(3) NOT NULL, "exchange_rate" numeric(18,8) NOT NULL, "amount_usd" numeric(14,2) NOT NULL, "allocated_usd" numeric(14,2) NOT NULL DEFAULT '0', "value_date" date NOT NULL, "bank_reference" character varying(64) NOT NULL, "note" character varying(500), "recorded_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_payments_allocated" CHECK ("allocated_usd" >= 0 AND "allocated_usd" <= "amount_usd"), CONSTRAINT "PK_197ab7af18c93fbb0c9b28b4a59" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_payments_public_id" ON "payments"  ("public_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_payments_bank_reference" ON "payments"  ("bank_reference") `);
    await queryRunner.query(`CREATE INDEX "ix_payments_user" ON "payments"  ("user_id", "value_date") `);
    await queryRunner.query(
      `CREATE TABLE "payment_allocations" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "payment_id" bigint NOT NULL, "order_id" bigint NOT NULL, "amount" numeric(12,2) NOT NULL, "allocated_at" TIMESTAMP WITH TIME ZONE NOT NULL, "allocated_by" uuid, CONSTRAINT "ck_payment_allocations_amount" CHECK ("amount" > 0), CONSTRAINT "PK_a5c6ff22065ac772620c85f4efb" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_payment_allocations_payment" ON "payment_allocations"  ("payment_id", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_payment_allocations_order" ON "payment_allocations"  ("order_id", "id") `);
    await queryRunner.query(
      `CREATE TABLE "remittance_copies" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "public_id" uuid NOT NULL DEFAULT gen_random_uuid(), "order_id" bigint NOT NULL, "storage_key" character varying(300) NOT NULL, "content_type" character varying(40) NOT NULL, "size_bytes" integer NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'pending', "uploaded_at" TIMESTAMP WITH TIME ZONE NOT NULL, "reviewed_at" TIMESTAMP WITH TIME ZONE, "reviewed_by" uuid, "review_note" character varying(500), CONSTRAINT "PK_3d27ef01baddad769695e6748ad" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_remittance_copies_public_id" ON "remittance_copies"  ("public_id") `);
    await queryRunner.query(`CREATE INDEX "ix_remittance_copies_order" ON "remittance_copies"  ("order_id", "uploaded_at") `);
    await queryRunner.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "FK_a922b820eeef29ac1c6800e826a" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "FK_27c181815feb0f7be963742d577" FOREIGN KEY ("car_id") REFERENCES "cars"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_transitions" ADD CONSTRAINT "FK_6530d75c96f49eb9e7a9a36072d" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payments" ADD CONSTRAINT "FK_427785468fb7d2733f59e7d7d39" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_allocations" ADD CONSTRAINT "FK_4348f49c6822420b9503ba880b8" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_allocations" ADD CONSTRAINT "FK_7559878fe3e0425c21fa76d76d2" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "remittance_copies" ADD CONSTRAINT "FK_92c7ddd0f461902aaa057d1b35b" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await rebuildListedIndexes(queryRunner, NEW);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await rebuildListedIndexes(queryRunner, OLD);
    await queryRunner.query(`ALTER TABLE "remittance_copies" DROP CONSTRAINT "FK_92c7ddd0f461902aaa057d1b35b"`);
    await queryRunner.query(`ALTER TABLE "payment_allocations" DROP CONSTRAINT "FK_7559878fe3e0425c21fa76d76d2"`);
    await queryRunner.query(`ALTER TABLE "payment_allocations" DROP CONSTRAINT "FK_4348f49c6822420b9503ba880b8"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP CONSTRAINT "FK_427785468fb7d2733f59e7d7d39"`);
    await queryRunner.query(`ALTER TABLE "order_transitions" DROP CONSTRAINT "FK_6530d75c96f49eb9e7a9a36072d"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "FK_27c181815feb0f7be963742d577"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "FK_a922b820eeef29ac1c6800e826a"`);
    await queryRunner.query(`DROP INDEX "public"."ix_remittance_copies_order"`);
    await queryRunner.query(`DROP INDEX "public"."uq_remittance_copies_public_id"`);
    await queryRunner.query(`DROP TABLE "remittance_copies"`);
    await queryRunner.query(`DROP INDEX "public"."ix_payment_allocations_order"`);
    await queryRunner.query(`DROP INDEX "public"."ix_payment_allocations_payment"`);
    await queryRunner.query(`DROP TABLE "payment_allocations"`);
    await queryRunner.query(`DROP INDEX "public"."ix_payments_user"`);
    await queryRunner.query(`DROP INDEX "public"."uq_payments_bank_reference"`);
    await queryRunner.query(`DROP INDEX "public"."uq_payments_public_id"`);
    await queryRunner.query(`DROP TABLE "payments"`);
    await queryRunner.query(`DROP INDEX "public"."ix_order_transitions_order"`);
    await queryRunner.query(`DROP TABLE "order_transitions"`);
    await queryRunner.query(`DROP INDEX "public"."uq_orders_holding_car"`);
    await queryRunner.query(`DROP INDEX "public"."ix_orders_user"`);
    await queryRunner.query(`DROP INDEX "public"."ix_orders_status"`);
    await queryRunner.query(`DROP INDEX "public"."ix_orders_expiring"`);
    await queryRunner.query(`DROP INDEX "public"."uq_orders_public_id"`);
    await queryRunner.query(`DROP TABLE "orders"`);
  }
}
