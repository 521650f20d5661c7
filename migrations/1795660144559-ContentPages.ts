import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ContentPages1795660144559 implements MigrationInterface {
  name = 'ContentPages1795660144559';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "content_page_translations" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "slug" character varying(60) NOT NULL, "language" character varying(2) NOT NULL, "title" character varying(200) NOT NULL, "summary" character varying(300) NOT NULL, "body" text NOT NULL, "html" text NOT NULL, "sections" jsonb NOT NULL DEFAULT '[]', "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_by" uuid, CONSTRAINT "ck_content_page_translations_language" CHECK ("language" IN ('en', 'ur', 'pt', 'es')), CONSTRAINT "PK_a7e5efc06f28b0e0fb9d45f76d1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_content_page_translations_slug_language" ON "content_page_translations"  ("slug", "language") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."uq_content_page_translations_slug_language"`);
    await queryRunner.query(`DROP TABLE "content_page_translations"`);
  }
}
