import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Reviews1795645442077 implements MigrationInterface {
  name = 'Reviews1795645442077';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "reviews" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "public_id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" bigint NOT NULL, "reviewer_name" character varying(201) NOT NULL, "title" character varying(120) NOT NULL, "description" text NOT NULL, "rating" smallint NOT NULL, "country" character(2) NOT NULL, "city" character varying(100), "email" character varying(254) NOT NULL, "phone" character varying(32), "state" character varying(100), "address" character varying(200), "status" character varying(16) NOT NULL DEFAULT 'pending', "photo_count" smallint NOT NULL DEFAULT '0', "published_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_reviews_rating" CHECK ("rating" BETWEEN 1 AND 5), CONSTRAINT "ck_reviews_status" CHECK ("status" IN ('pending', 'published', 'hidden')), CONSTRAINT "PK_231ae565c273ee700b283f15c1d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_reviews_public_id" ON "reviews"  ("public_id") `);
    await queryRunner.query(`CREATE INDEX "ix_reviews_user" ON "reviews"  ("user_id") `);
    await queryRunner.query(`CREATE INDEX "ix_reviews_status" ON "reviews"  ("status", "created_at", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_reviews_published" ON "reviews"  ("published_at", "id") WHERE status = 'published'`);
    await queryRunner.query(
      `CREATE TABLE "review_photos" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "review_id" bigint NOT NULL, "position" smallint NOT NULL, "url" character varying(500) NOT NULL, "thumbnail_url" character varying(500) NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ea3cd0fbc3e3cc9c147fd373911" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_review_photos_position" ON "review_photos"  ("review_id", "position") `);
    await queryRunner.query(
      `CREATE TABLE "review_replies" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "public_id" uuid NOT NULL DEFAULT gen_random_uuid(), "review_id" bigint NOT NULL, "user_id" bigint, "author_name" character varying(201) NOT NULL, "is_company" boolean NOT NULL DEFAULT false, "message" text NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'published', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_review_replies_status" CHECK ("status" IN ('published', 'hidden')), CONSTRAINT "PK_ba79cc5b487adc14fc3fe8b484d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_review_replies_public_id" ON "review_replies"  ("public_id") `);
    await queryRunner.query(`CREATE INDEX "ix_review_replies_review" ON "review_replies"  ("review_id", "created_at", "id") `);
    await queryRunner.query(
      `ALTER TABLE "reviews" ADD CONSTRAINT "FK_728447781a30bc3fcfe5c2f1cdf" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "review_photos" ADD CONSTRAINT "FK_9712142190461aee727e9d9e08c" FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "review_replies" ADD CONSTRAINT "FK_4b343f41daa49ce42b5b07d77e3" FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "review_replies" ADD CONSTRAINT "FK_6a4b7e59def63b20154e5568493" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "review_replies" DROP CONSTRAINT "FK_6a4b7e59def63b20154e5568493"`);
    await queryRunner.query(`ALTER TABLE "review_replies" DROP CONSTRAINT "FK_4b343f41daa49ce42b5b07d77e3"`);
    await queryRunner.query(`ALTER TABLE "review_photos" DROP CONSTRAINT "FK_9712142190461aee727e9d9e08c"`);
    await queryRunner.query(`ALTER TABLE "reviews" DROP CONSTRAINT "FK_728447781a30bc3fcfe5c2f1cdf"`);
    await queryRunner.query(`DROP INDEX "public"."ix_review_replies_review"`);
    await queryRunner.query(`DROP INDEX "public"."uq_review_replies_public_id"`);
    await queryRunner.query(`DROP TABLE "review_replies"`);
    await queryRunner.query(`DROP INDEX "public"."uq_review_photos_position"`);
    await queryRunner.query(`DROP TABLE "review_photos"`);
    await queryRunner.query(`DROP INDEX "public"."ix_reviews_published"`);
    await queryRunner.query(`DROP INDEX "public"."ix_reviews_status"`);
    await queryRunner.query(`DROP INDEX "public"."ix_reviews_user"`);
    await queryRunner.query(`DROP INDEX "public"."uq_reviews_public_id"`);
    await queryRunner.query(`DROP TABLE "reviews"`);
  }
}
