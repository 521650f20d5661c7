import type { MigrationInterface, QueryRunner } from 'typeorm';

export class FaqOfficesSupportAgents1795660170619 implements MigrationInterface {
  name = 'FaqOfficesSupportAgents1795660170619';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "faq_categories" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "key" character varying(60) NOT NULL, "name" jsonb NOT NULL, "position" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c3a7f838a99baed5cbcbc5372db" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_faq_categories_key" ON "faq_categories"  ("key") `);
    await queryRunner.query(
      `CREATE TABLE "faq_items" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "category_id" integer NOT NULL, "question" jsonb NOT NULL, "answer" jsonb NOT NULL, "position" integer NOT NULL DEFAULT '0', "published" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_72fbce3e53149fa821abbf674ea" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_faq_items_category" ON "faq_items"  ("category_id", "position") `);
    await queryRunner.query(
      `CREATE TABLE "offices" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "region" character varying(20) NOT NULL, "name" character varying(120) NOT NULL, "city" character varying(100) NOT NULL, "country" character(2) NOT NULL, "address" character varying(300) NOT NULL, "phones" jsonb NOT NULL, "whatsapp" character varying(16), "email" character varying(254) NOT NULL, "opening_hours" character varying(200) NOT NULL, "time_zone" character varying(64) NOT NULL, "position" integer NOT NULL DEFAULT '0', "active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_offices_region" CHECK ("region" IN ('Headquarters', 'Africa', 'Asia', 'Europe', 'Americas')), CONSTRAINT "PK_1ea41502c6dddcec44ad9fcbbb3" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_offices_region" ON "offices"  ("region", "position") `);
    await queryRunner.query(
      `CREATE TABLE "support_agents" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(100) NOT NULL, "photo_url" character varying(500), "photo_thumbnail_url" character varying(500), "whatsapp" character varying(16) NOT NULL, "languages" jsonb NOT NULL, "position" integer NOT NULL DEFAULT '0', "active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9430cef6c3ac730c30cc3022129" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "faq_items" ADD CONSTRAINT "FK_81540bb48d20d76fccb225f2456" FOREIGN KEY ("category_id") REFERENCES "faq_categories"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "faq_items" DROP CONSTRAINT "FK_81540bb48d20d76fccb225f2456"`);
    await queryRunner.query(`DROP TABLE "support_agents"`);
    await queryRunner.query(`DROP INDEX "public"."ix_offices_region"`);
    await queryRunner.query(`DROP TABLE "offices"`);
    await queryRunner.query(`DROP INDEX "public"."ix_faq_items_category"`);
    await queryRunner.query(`DROP TABLE "faq_items"`);
    await queryRunner.query(`DROP INDEX "public"."uq_faq_categories_key"`);
    await queryRunner.query(`DROP TABLE "faq_categories"`);
  }
}
