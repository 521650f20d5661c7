import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office's order, payment and shipment lists (issue 12): an index per sort key with the id as tie-breaker
 * (`key, id`: every key is NOT NULL, and applySort orders them plainly, so the index is read forwards or backwards),
 * so a first page is read off the index at any size, and a trigram index for the order list's stock id search
 * (ILIKE '%part%'). The entities declare them with `synchronize: false`.
 */
const INDEXES: [name: string, table: string, columns: string][] = [
  ['ix_orders_sort_reserved', 'orders', '"reserved_at", "id"'],
  ['ix_orders_sort_expires', 'orders', '"expires_at", "id"'],
  ['ix_orders_sort_status_changed', 'orders', '"status_changed_at", "id"'],
  ['ix_orders_sort_total', 'orders', '"total", "id"'],
  ['ix_orders_sort_stock', 'orders', '"stock_id", "id"'],
  ['ix_orders_sort_status', 'orders', '"status", "reserved_at", "id"'],
  ['ix_payments_sort_created', 'payments', '"created_at", "id"'],
  ['ix_payments_sort_value_date', 'payments', '"value_date", "id"'],
  ['ix_payments_sort_amount', 'payments', '"amount_usd", "id"'],
  ['ix_shipments_sort_departure', 'shipments', '"departure_date", "id"'],
  ['ix_shipments_sort_arrival', 'shipments', '"arrival_date", "id"'],
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
