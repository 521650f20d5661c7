import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Dealers' API keys (issue 14): the keys (hash only), the dealers' own limits, and the calls made with a key. */
export class DealerApiKeys1795700583233 implements MigrationInterface {
  name = 'DealerApiKeys1795700583233';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "api_keys" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "public_id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" bigint NOT NULL, "name" character varying(60) NOT NULL, "prefix" character varying(8) NOT NULL, "secret_hash" character(64) NOT NULL, "scopes" text array NOT NULL, "allowed_ips" text array NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_5c8a79801b44bd27b79228e1dad" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_api_keys_public_id" ON "api_keys"  ("public_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_api_keys_prefix" ON "api_keys"  ("prefix") `);
    await queryRunner.query(`CREATE INDEX "ix_api_keys_user" ON "api_keys"  ("user_id", "created_at") `);
    await queryRunner.query(
      `CREATE TABLE "api_key_calls" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "key_id" bigint NOT NULL, "user_id" bigint NOT NULL, "method" character varying(8) NOT NULL, "route" character varying(200) NOT NULL, "status" smallint NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL, "duration_ms" integer NOT NULL, CONSTRAINT "PK_530805f4006d50b89e90f54f6da" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_api_key_calls_user_at" ON "api_key_calls"  ("user_id", "at") `);
    await queryRunner.query(`CREATE INDEX "ix_api_key_calls_key_at" ON "api_key_calls"  ("key_id", "at") `);
    await queryRunner.query(
      `CREATE TABLE "dealer_api_limits" ("user_id" bigint NOT NULL, "per_minute" integer NOT NULL, "per_day" integer NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_dealer_api_limits_positive" CHECK ("per_minute" >= 1 AND "per_day" >= 1), CONSTRAINT "PK_c2d80c8901c3621fd58cdf30ec6" PRIMARY KEY ("user_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "api_keys" ADD CONSTRAINT "FK_a3baee01d8408cd3c0f89a9a973" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "api_key_calls" ADD CONSTRAINT "FK_f2c7b3310ead873138386e07f45" FOREIGN KEY ("key_id") REFERENCES "api_keys"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "api_key_calls" ADD CONSTRAINT "FK_d116579a66cfceb392ad0e11ba6" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "dealer_api_limits" ADD CONSTRAINT "FK_c2d80c8901c3621fd58cdf30ec6" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "api_key_calls"`);
    await queryRunner.query(`DROP TABLE "dealer_api_limits"`);
    await queryRunner.query(`DROP TABLE "api_keys"`);
  }
}
