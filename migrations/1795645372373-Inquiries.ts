import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Inquiries (issue 10): the `inquiries` table; the reference INQ-000123 is spelled from the id (inquiry-rules.ts). */
export class Inquiries1795645372373 implements MigrationInterface {
  name = 'Inquiries1795645372373';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "inquiries" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "user_id" bigint NOT NULL, "car_id" bigint, "name" character varying(100) NOT NULL, "email" character varying(254) NOT NULL, "phone" character varying(32) NOT NULL, "whatsapp" character varying(32), "message" character varying(2000) NOT NULL, "contact_method" character varying(16) NOT NULL DEFAULT 'any', "promotion_opt_in" boolean NOT NULL DEFAULT false, "comments" character varying(1000), "model" character varying(100), "year" smallint, "mileage_km" integer, "status" character varying(16) NOT NULL DEFAULT 'pending', "response_message" character varying(5000), "responded_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_inquiries_contact_method" CHECK ("contact_method" IN ('any', 'email', 'phone', 'whatsapp')), CONSTRAINT "ck_inquiries_status" CHECK ("status" IN ('pending', 'responded', 'closed')), CONSTRAINT "PK_ceacaa439988b25eb9459e694d9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_inquiries_car" ON "inquiries"  ("car_id") `);
    await queryRunner.query(`CREATE INDEX "ix_inquiries_recent" ON "inquiries"  ("created_at", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_inquiries_status_recent" ON "inquiries"  ("status", "created_at", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_inquiries_user_recent" ON "inquiries"  ("user_id", "created_at", "id") `);
    await queryRunner.query(
      `ALTER TABLE "inquiries" ADD CONSTRAINT "FK_a896a1864d60d5707403e0a0810" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "inquiries" ADD CONSTRAINT "FK_8ac91f95dca64664d52b9e52c34" FOREIGN KEY ("car_id") REFERENCES "cars"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "inquiries" DROP CONSTRAINT "FK_8ac91f95dca64664d52b9e52c34"`);
    await queryRunner.query(`ALTER TABLE "inquiries" DROP CONSTRAINT "FK_a896a1864d60d5707403e0a0810"`);
    await queryRunner.query(`DROP INDEX "public"."ix_inquiries_user_recent"`);
    await queryRunner.query(`DROP INDEX "public"."ix_inquiries_status_recent"`);
    await queryRunner.query(`DROP INDEX "public"."ix_inquiries_recent"`);
    await queryRunner.query(`DROP INDEX "public"."ix_inquiries_car"`);
    await queryRunner.query(`DROP TABLE "inquiries"`);
  }
}
