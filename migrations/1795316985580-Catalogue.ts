import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Catalogue1795316985580 implements MigrationInterface {
  name = 'Catalogue1795316985580';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Trigram indexes for the catalogue's free-text search (make, model, stock id, chassis number).
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(
      `CREATE TABLE "makes" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "slug" character varying(60) NOT NULL, "title" character varying(60) NOT NULL, "description" text NOT NULL DEFAULT '', "image_url" character varying(500), "thumbnail_url" character varying(500), "active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_daf82f2b6bffcb458f78c6bd964" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_makes_slug" ON "makes"  ("slug") `);
    await queryRunner.query(
      `CREATE TABLE "cars" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "stock_id" character varying(12) NOT NULL, "make_id" integer NOT NULL, "model" character varying(60) NOT NULL, "year" smallint NOT NULL, "mileage_km" integer NOT NULL, "engine_cc" integer NOT NULL, "drive" character varying(8) NOT NULL, "body_type" character varying(24) NOT NULL, "transmission" character varying(16) NOT NULL, "fuel" character varying(16) NOT NULL, "doors" smallint NOT NULL, "seats" smallint NOT NULL, "color" character varying(24) NOT NULL, "steering" character varying(8) NOT NULL, "chassis_number" character varying(32) NOT NULL, "engine_code" character varying(24), "location_country" character(2) NOT NULL DEFAULT 'JP', "stock_port" character varying(40) NOT NULL DEFAULT 'Tokyo', "length_m" numeric(4,2) NOT NULL, "width_m" numeric(4,2) NOT NULL, "height_m" numeric(4,2) NOT NULL, "volume_m3" numeric(7,3) NOT NULL, "fob_price_usd" numeric(12,2) NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'available', "category" character varying(24) NOT NULL, "featured_image_url" character varying(500), "featured_thumbnail_url" character varying(500), "features" jsonb NOT NULL DEFAULT '[]', "view_count" bigint NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_fc218aa84e79b477d55322271b6" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_cars_stock_id" ON "cars"  ("stock_id") `);
    await queryRunner.query(
      `CREATE TABLE "auction_sheets" ("car_id" bigint NOT NULL, "auction_house" character varying(60) NOT NULL, "auction_date" date NOT NULL, "overall_grade" character varying(3) NOT NULL, "interior_grade" character(1) NOT NULL, "exterior_grade" character(1) NOT NULL, "tyre_condition" character varying(60), "total_evaluation" character varying(200), "damages" jsonb NOT NULL DEFAULT '[]', "notes" text, "translated_details" text, CONSTRAINT "PK_7184a8a4a6aa7022237d8ca41d7" PRIMARY KEY ("car_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "car_daily_stats" ("car_id" bigint NOT NULL, "day" date NOT NULL, "country" character(2) NOT NULL, "views" integer NOT NULL DEFAULT '0', "inquiries" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_51c017f0f3f8930265a8897facb" PRIMARY KEY ("car_id", "day", "country"))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_car_daily_stats_day_country" ON "car_daily_stats"  ("day", "country") `);
    await queryRunner.query(
      `CREATE TABLE "car_images" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "car_id" bigint NOT NULL, "position" smallint NOT NULL, "url" character varying(500) NOT NULL, "thumbnail_url" character varying(500) NOT NULL, "width" integer, "height" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f7870496c0b0f5a8894cab2bde3" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_car_images_car_position" ON "car_images"  ("car_id", "position") `);
    await queryRunner.query(
      `ALTER TABLE "cars" ADD CONSTRAINT "FK_17204b6e134bea102eae89fccd5" FOREIGN KEY ("make_id") REFERENCES "makes"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "auction_sheets" ADD CONSTRAINT "FK_7184a8a4a6aa7022237d8ca41d7" FOREIGN KEY ("car_id") REFERENCES "cars"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "car_images" ADD CONSTRAINT "FK_b656953875307b25131f0d9af94" FOREIGN KEY ("car_id") REFERENCES "cars"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "car_images" DROP CONSTRAINT "FK_b656953875307b25131f0d9af94"`);
    await queryRunner.query(`ALTER TABLE "auction_sheets" DROP CONSTRAINT "FK_7184a8a4a6aa7022237d8ca41d7"`);
    await queryRunner.query(`ALTER TABLE "cars" DROP CONSTRAINT "FK_17204b6e134bea102eae89fccd5"`);
    await queryRunner.query(`DROP INDEX "public"."ix_car_images_car_position"`);
    await queryRunner.query(`DROP TABLE "car_images"`);
    await queryRunner.query(`DROP INDEX "public"."ix_car_daily_stats_day_country"`);
    await queryRunner.query(`DROP TABLE "car_daily_stats"`);
    await queryRunner.query(`DROP TABLE "auction_sheets"`);
    await queryRunner.query(`DROP INDEX "public"."uq_cars_stock_id"`);
    await queryRunner.query(`DROP TABLE "cars"`);
    await queryRunner.query(`DROP INDEX "public"."uq_makes_slug"`);
    await queryRunner.query(`DROP TABLE "makes"`);
  }
}
