import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ImportRules1795659872869 implements MigrationInterface {
  name = 'ImportRules1795659872869';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "import_rules" ("country_code" character(2) NOT NULL, "import_allowed" boolean NOT NULL DEFAULT true, "max_age_years" smallint, "min_age_years" smallint, "age_counted_at" character varying(8) NOT NULL DEFAULT 'today', "required_steering" character varying(5) NOT NULL DEFAULT 'any', "inspection_required" boolean NOT NULL DEFAULT false, "inspection_agency" character varying(60), "notes" text NOT NULL DEFAULT '', "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_by" bigint, CONSTRAINT "ck_import_rules_ages" CHECK ("min_age_years" IS NULL OR "max_age_years" IS NULL OR "min_age_years" <= "max_age_years"), CONSTRAINT "ck_import_rules_age_counted_at" CHECK ("age_counted_at" IN ('today', 'arrival')), CONSTRAINT "ck_import_rules_steering" CHECK ("required_steering" IN ('right', 'left', 'any')), CONSTRAINT "PK_74804d27c5a42e6fd875fbc505a" PRIMARY KEY ("country_code"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "import_rules"`);
  }
}
