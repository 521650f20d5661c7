import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office's order, payment and shipment lists (issue 12): an index per sort key, shaped as the list sorts
 * (`key DESC NULLS LAST, id DESC`, read backwards for ascending), so a first page is read off the index at any size,
 * and a trigram index for the order list's stock id search (ILIKE '%part%'). TypeORM cannot express either shape:
 * the entities declare them with `synchronize: false`.
 */
const INDEXES: [name: string, table: string, columns: string][] = [
  ['ix_orders_sort_reserved', 'orders', '"reserved_at" DESC NULLS LAST, "id" DESC'],
  ['ix_orders_sort_expires', 'orders', '"expires_at" DESC NULLS LAST, "id" DESC'],
  ['ix_orders_sort_status_changed', 'orders', '"status_changed_at" DESC NULLS LAST, "id" DESC'],
  ['ix_orders_sort_total', 'orders', '"total" DESC NULLS LAST, "id" DESC'],
  ['ix_orders_sort_stock', 'orders', '"stock_id" DESC NULLS LAST, "id" DESC'],
  ['ix_orders_sort_status', 'orders', '"status", "reserved_at" DESC NULLS LAST, "id" DESC'],
  ['ix_payments_sort_created', 'payments', '"created_at" DESC NULLS LAST, "id" DESC'],
  ['ix_payments_sort_value_date', 'payments', '"value_date" DESC NULLS LAST, "id" DESC'],
  ['ix_payments_sort_amount', 'payments', '"amount_usd" DESC NULLS LAST, "id" DESC'],
  ['ix_shipments_sort_departure', 'shipments', '"departure_date" DESC NULLS LAST, "id" DESC'],
  ['ix_shipments_sort_arrival', 'shipments', '"arrival_date" DESC NULLS LAST, "id" DESC'],
];

export class AdminOrderLists1795672822292 implements MigrationInterface {
  name = 'AdminOrderLists1795672822292';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [name, table, columns] of INDEXES) {
      await queryRunner.query(`CREATE INDEX "${name}" ON "${table}" (${columns})`);
    }
    await queryRunner.query(`CREATE INDEX "ix_orders_stock_search" ON "orders" USING gin ("stock_id" gin_trgm_ops)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_orders_stock_search"`);
    for (const [name] of [...INDEXES].reverse()) await queryRunner.query(`DROP INDEX "${name}"`);
  }
}
