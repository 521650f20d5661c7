import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DamageReports1795645469912 implements MigrationInterface {
  name = 'DamageReports1795645469912';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "damage_reports" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "reference" character varying(16) NOT NULL, "user_id" bigint NOT NULL, "order_id" bigint NOT NULL, "order_public_id" uuid NOT NULL, "stock_id" character varying(12) NOT NULL, "car_title" character varying(120) NOT NULL, "damaged_exterior" boolean NOT NULL DEFAULT false, "damaged_interior" boolean NOT NULL DEFAULT false, "mechanical_issues" boolean NOT NULL DEFAULT false, "missing_accessories" boolean NOT NULL DEFAULT false, "description" character varying(2000) NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'submitted', "staff_note" character varying(1000), "status_changed_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_1d02d4d7469c3730588fe0339f1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_damage_reports_reference" ON "damage_reports"  ("reference") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_damage_reports_open_order" ON "damage_reports"  ("order_id") WHERE status IN ('submitted', 'under_review')`,
    );
    await queryRunner.query(`CREATE INDEX "ix_damage_reports_recent" ON "damage_reports"  ("created_at", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_damage_reports_status_recent" ON "damage_reports"  ("status", "created_at", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_damage_reports_user_recent" ON "damage_reports"  ("user_id", "created_at", "id") `);
    await queryRunner.query(
      `CREATE TABLE "damage_report_photos" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "public_id" uuid NOT NULL DEFAULT gen_random_uuid(), "report_id" bigint NOT NULL, "position" smallint NOT NULL, "storage_key" character varying(300) NOT NULL, "thumbnail_key" character varying(300) NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "size_bytes" integer NOT NULL, CONSTRAINT "PK_e1d57541d6af06dba8c18a5e075" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_damage_report_photos_public_id" ON "damage_report_photos"  ("public_id") `);
    await queryRunner.query(`CREATE INDEX "ix_damage_report_photos_report" ON "damage_report_photos"  ("report_id", "position") `);
    await queryRunner.query(
      `ALTER TABLE "damage_reports" ADD CONSTRAINT "FK_25577d575443ab54f201bee9ff2" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "damage_reports" ADD CONSTRAINT "FK_62942c5711ba8bfc2509209598b" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "damage_report_photos" ADD CONSTRAINT "FK_599281f952a65a61388c8a60321" FOREIGN KEY ("report_id") REFERENCES "damage_reports"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "damage_report_photos" DROP CONSTRAINT "FK_599281f952a65a61388c8a60321"`);
    await queryRunner.query(`ALTER TABLE "damage_reports" DROP CONSTRAINT "FK_62942c5711ba8bfc2509209598b"`);
    await queryRunner.query(`ALTER TABLE "damage_reports" DROP CONSTRAINT "FK_25577d575443ab54f201bee9ff2"`);
    await queryRunner.query(`DROP INDEX "public"."ix_damage_report_photos_report"`);
    await queryRunner.query(`DROP INDEX "public"."uq_damage_report_photos_public_id"`);
    await queryRunner.query(`DROP TABLE "damage_report_photos"`);
    await queryRunner.query(`DROP INDEX "public"."ix_damage_reports_user_recent"`);
    await queryRunner.query(`DROP INDEX "public"."ix_damage_reports_status_recent"`);
    await queryRunner.query(`DROP INDEX "public"."ix_damage_reports_recent"`);
    await queryRunner.query(`DROP INDEX "public"."uq_damage_reports_open_order"`);
    await queryRunner.query(`DROP INDEX "public"."uq_damage_reports_reference"`);
    await queryRunner.query(`DROP TABLE "damage_reports"`);
  }
}
