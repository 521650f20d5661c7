import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office's dashboard and staff search (src/modules/dashboard, dashboard-read-model.ts):
 * - orders by stock id (the search box), deposits per day (sales), remittance copies awaiting review;
 * - accounts by the start of their email, "first last" name or last name, under any collation: pattern_ops btree
 *   indexes over the very expressions the read model writes (declared on User with synchronize: false).
 */
export class DashboardSearchIndexes1795673146541 implements MigrationInterface {
  name = 'DashboardSearchIndexes1795673146541';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "ix_orders_stock_id" ON "orders" ("stock_id")`);
    await queryRunner.query(`CREATE INDEX "ix_order_transitions_to_status_at" ON "order_transitions" ("to_status", "at")`);
    await queryRunner.query(
      `CREATE INDEX "ix_remittance_copies_pending" ON "remittance_copies" ("uploaded_at", "id") WHERE status = 'pending'`,
    );
    await queryRunner.query(`CREATE INDEX "ix_users_email_prefix" ON "users" ("email" varchar_pattern_ops)`);
    await queryRunner.query(`CREATE INDEX "ix_users_name_prefix" ON "users" ((lower(first_name || ' ' || last_name)) text_pattern_ops)`);
    await queryRunner.query(`CREATE INDEX "ix_users_last_name_prefix" ON "users" ((lower(last_name)) text_pattern_ops)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_users_last_name_prefix"`);
    await queryRunner.query(`DROP INDEX "public"."ix_users_name_prefix"`);
    await queryRunner.query(`DROP INDEX "public"."ix_users_email_prefix"`);
    await queryRunner.query(`DROP INDEX "public"."ix_remittance_copies_pending"`);
    await queryRunner.query(`DROP INDEX "public"."ix_order_transitions_to_status_at"`);
    await queryRunner.query(`DROP INDEX "public"."ix_orders_stock_id"`);
  }
}
