import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddListIndexes1795316578625 implements MigrationInterface {
  name = 'AddListIndexes1795316578625';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "ix_audit_log_actor" ON "audit_log"  ("actor_id", "created_at") `);
    await queryRunner.query(`CREATE INDEX "ix_users_created_at" ON "users"  ("created_at") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_users_created_at"`);
    await queryRunner.query(`DROP INDEX "public"."ix_audit_log_actor"`);
  }
}
