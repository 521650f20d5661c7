import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BlogPosts1795660157299 implements MigrationInterface {
  name = 'BlogPosts1795660157299';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "blog_posts" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "public_id" uuid NOT NULL DEFAULT gen_random_uuid(), "slug" character varying(120) NOT NULL, "title" character varying(200) NOT NULL, "tags" text array NOT NULL DEFAULT '{}', "category" character varying(16) NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'draft', "content" text NOT NULL, "content_html" text NOT NULL, "excerpt" character varying(300) NOT NULL, "search_text" text NOT NULL, "minutes_to_read" smallint NOT NULL, "featured_image_url" character varying(500), "featured_thumbnail_url" character varying(500), "meta_title" character varying(120), "meta_description" character varying(320), "author_name" character varying(120), "views" integer NOT NULL DEFAULT '0', "published_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_blog_posts_category" CHECK ("category" IN ('news', 'updates', 'guides', 'reviews', 'others')), CONSTRAINT "ck_blog_posts_status" CHECK ("status" IN ('draft', 'published')), CONSTRAINT "PK_dd2add25eac93daefc93da9d387" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_blog_posts_public_id" ON "blog_posts"  ("public_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_blog_posts_slug" ON "blog_posts"  ("slug") `);
    await queryRunner.query(`CREATE INDEX "ix_blog_posts_status" ON "blog_posts"  ("status", "updated_at", "id") `);
    await queryRunner.query(
      `CREATE INDEX "ix_blog_posts_popular" ON "blog_posts"  ("views", "published_at", "id") WHERE status = 'published'`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_blog_posts_category" ON "blog_posts"  ("category", "published_at", "id") WHERE status = 'published'`,
    );
    await queryRunner.query(`CREATE INDEX "ix_blog_posts_published" ON "blog_posts"  ("published_at", "id") WHERE status = 'published'`);
    // The blog search (ILIKE '%word%' on title, tags and text), fast at thousands of posts (pg_trgm: CatalogueIndexes).
    await queryRunner.query(`CREATE INDEX "ix_blog_posts_search" ON "blog_posts" USING gin ("search_text" gin_trgm_ops)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_blog_posts_search"`);
    await queryRunner.query(`DROP INDEX "public"."ix_blog_posts_published"`);
    await queryRunner.query(`DROP INDEX "public"."ix_blog_posts_category"`);
    await queryRunner.query(`DROP INDEX "public"."ix_blog_posts_popular"`);
    await queryRunner.query(`DROP INDEX "public"."ix_blog_posts_status"`);
    await queryRunner.query(`DROP INDEX "public"."uq_blog_posts_slug"`);
    await queryRunner.query(`DROP INDEX "public"."uq_blog_posts_public_id"`);
    await queryRunner.query(`DROP TABLE "blog_posts"`);
  }
}
