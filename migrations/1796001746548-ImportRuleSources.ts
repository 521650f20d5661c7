import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 27: an import rule says where it comes from (the destination's customs or transport authority) and when it
 * was last checked against it, so staff can review the rules that are due.
 */
export class ImportRuleSources1796001746548 implements MigrationInterface {
  name = 'ImportRuleSources1796001746548';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "import_rules" ADD "source" character varying(200)`);
    await queryRunner.query(`ALTER TABLE "import_rules" ADD "reviewed_on" date`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "import_rules" DROP COLUMN "reviewed_on"`);
    await queryRunner.query(`ALTER TABLE "import_rules" DROP COLUMN "source"`);
  }
}
