import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Favorites1795641218503 implements MigrationInterface {
  name = 'Favorites1795641218503';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "favorites" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "user_id" bigint NOT NULL, "car_id" bigint NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_890818d27523748dd36a4d1bdc8" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_favorites_car" ON "favorites"  ("car_id") `);
    await queryRunner.query(`CREATE INDEX "ix_favorites_user_recent" ON "favorites"  ("user_id", "created_at", "id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_favorites_user_car" ON "favorites"  ("user_id", "car_id") `);
    await queryRunner.query(
      `ALTER TABLE "favorites" ADD CONSTRAINT "FK_35a6b05ee3b624d0de01ee50593" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "favorites" ADD CONSTRAINT "FK_4f38057c8b26aaade245138ffa5" FOREIGN KEY ("car_id") REFERENCES "cars"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "favorites" DROP CONSTRAINT "FK_4f38057c8b26aaade245138ffa5"`);
    await queryRunner.query(`ALTER TABLE "favorites" DROP CONSTRAINT "FK_35a6b05ee3b624d0de01ee50593"`);
    await queryRunner.query(`DROP INDEX "public"."uq_favorites_user_car"`);
    await queryRunner.query(`DROP INDEX "public"."ix_favorites_user_recent"`);
    await queryRunner.query(`DROP INDEX "public"."ix_favorites_car"`);
    await queryRunner.query(`DROP TABLE "favorites"`);
  }
}
