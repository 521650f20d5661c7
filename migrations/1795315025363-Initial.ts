import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795315025363 implements MigrationInterface {
  name = 'Initial1795315025363';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "audit_log" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "actor_id" uuid, "actor_role" character varying(16), "action" character varying(64) NOT NULL, "target_type" character varying(32) NOT NULL, "target_id" character varying(64) NOT NULL, "before" jsonb, "after" jsonb, "request_id" character varying(64), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_07fefa57f7f5ab8fc3f52b3ed0b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_audit_log_time" ON "audit_log"  ("created_at") `);
    await queryRunner.query(`CREATE INDEX "ix_audit_log_target" ON "audit_log"  ("target_type", "target_id", "created_at") `);
    await queryRunner.query(
      `CREATE TABLE "users" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "public_id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(254) NOT NULL, "password_hash" character varying(255), "role" character varying(16) NOT NULL DEFAULT 'user', "status" character varying(16) NOT NULL DEFAULT 'active', "account_type" character varying(16) NOT NULL DEFAULT 'individual', "first_name" character varying(100) NOT NULL, "last_name" character varying(100) NOT NULL DEFAULT '', "phone" character varying(32), "whatsapp" character varying(32), "country" character(2), "address" character varying(200), "address_contd" character varying(200), "city" character varying(100), "state" character varying(100), "zip_code" character varying(20), "import_country" character(2), "port" character varying(100), "promotion_opt_in" boolean NOT NULL DEFAULT false, "notifications_preference" character varying(16) NOT NULL DEFAULT 'all', "preferred_currency" character(3) NOT NULL DEFAULT 'USD', "preferred_language" character varying(8) NOT NULL DEFAULT 'en', "password_changed_at" TIMESTAMP WITH TIME ZONE, "last_sign_in_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_users_public_id" ON "users"  ("public_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_users_email" ON "users"  ("email") `);
    await queryRunner.query(
      `CREATE TABLE "auth_sessions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" bigint NOT NULL, "remember_me" boolean NOT NULL DEFAULT false, "method" character varying(16) NOT NULL, "ip" character varying(64), "user_agent" character varying(500), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, "revoked_reason" character varying(32), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_641507381f32580e8479efc36cd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_auth_sessions_user" ON "auth_sessions"  ("user_id") `);
    await queryRunner.query(
      `CREATE TABLE "oauth_identities" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "user_id" bigint NOT NULL, "provider" character varying(16) NOT NULL, "provider_user_id" character varying(255) NOT NULL, "email" character varying(254), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_095205cf320039e4ce248933681" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_oauth_identities_user_provider" ON "oauth_identities"  ("user_id", "provider") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_oauth_identities_provider_subject" ON "oauth_identities"  ("provider", "provider_user_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "password_reset_tokens" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "user_id" bigint NOT NULL, "token_hash" character(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d16bebd73e844c48bca50ff8d3d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_password_reset_tokens_user" ON "password_reset_tokens"  ("user_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_password_reset_tokens_hash" ON "password_reset_tokens"  ("token_hash") `);
    await queryRunner.query(
      `CREATE TABLE "refresh_tokens" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "session_id" uuid NOT NULL, "token_hash" character(64) NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7d8bee0204106019488c4c50ffa" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_refresh_tokens_session" ON "refresh_tokens"  ("session_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_refresh_tokens_hash" ON "refresh_tokens"  ("token_hash") `);
    await queryRunner.query(
      `CREATE TABLE "account_activity" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "user_id" bigint NOT NULL, "type" character varying(32) NOT NULL, "ip" character varying(64), "country" character(2), "user_agent" character varying(500), "details" jsonb NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b7ec3361aff04ce86cabbedf545" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_account_activity_user_time" ON "account_activity"  ("user_id", "created_at") `);
    await queryRunner.query(
      `CREATE TABLE "consignees" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "public_id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" bigint NOT NULL, "consignee_name" character varying(200) NOT NULL, "consignee_phone" character varying(32), "country" character(2) NOT NULL, "state" character varying(100), "city" character varying(100) NOT NULL, "address" character varying(300) NOT NULL, "reference_address" character varying(300), "same_as_consignee" boolean NOT NULL DEFAULT false, "notify_name" character varying(200), "notify_city" character varying(100), "notify_address" character varying(300), "notify_reference_address" character varying(300), "notify_phone" character varying(32), "notify_email" character varying(254), "permanent" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f52c2a3ee772466125b27da5056" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_consignees_public_id" ON "consignees"  ("public_id") `);
    await queryRunner.query(`CREATE INDEX "ix_consignees_user" ON "consignees"  ("user_id") `);
    await queryRunner.query(
      `ALTER TABLE "auth_sessions" ADD CONSTRAINT "FK_50ccaa6440288a06f0ba693ccc6" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "oauth_identities" ADD CONSTRAINT "FK_b13247ad5cd3fca4761084cf1a0" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "FK_52ac39dd8a28730c63aeb428c9c" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "refresh_tokens" ADD CONSTRAINT "FK_3bf308fa93da3966f9e76fcfba4" FOREIGN KEY ("session_id") REFERENCES "auth_sessions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "account_activity" ADD CONSTRAINT "FK_25f8466671bb20d8b657ffaf316" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "consignees" ADD CONSTRAINT "FK_fb087cd865a6631feeaf4d754ea" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "consignees" DROP CONSTRAINT "FK_fb087cd865a6631feeaf4d754ea"`);
    await queryRunner.query(`ALTER TABLE "account_activity" DROP CONSTRAINT "FK_25f8466671bb20d8b657ffaf316"`);
    await queryRunner.query(`ALTER TABLE "refresh_tokens" DROP CONSTRAINT "FK_3bf308fa93da3966f9e76fcfba4"`);
    await queryRunner.query(`ALTER TABLE "password_reset_tokens" DROP CONSTRAINT "FK_52ac39dd8a28730c63aeb428c9c"`);
    await queryRunner.query(`ALTER TABLE "oauth_identities" DROP CONSTRAINT "FK_b13247ad5cd3fca4761084cf1a0"`);
    await queryRunner.query(`ALTER TABLE "auth_sessions" DROP CONSTRAINT "FK_50ccaa6440288a06f0ba693ccc6"`);
    await queryRunner.query(`DROP INDEX "public"."ix_consignees_user"`);
    await queryRunner.query(`DROP INDEX "public"."uq_consignees_public_id"`);
    await queryRunner.query(`DROP TABLE "consignees"`);
    await queryRunner.query(`DROP INDEX "public"."ix_account_activity_user_time"`);
    await queryRunner.query(`DROP TABLE "account_activity"`);
    await queryRunner.query(`DROP INDEX "public"."uq_refresh_tokens_hash"`);
    await queryRunner.query(`DROP INDEX "public"."ix_refresh_tokens_session"`);
    await queryRunner.query(`DROP TABLE "refresh_tokens"`);
    await queryRunner.query(`DROP INDEX "public"."uq_password_reset_tokens_hash"`);
    await queryRunner.query(`DROP INDEX "public"."ix_password_reset_tokens_user"`);
    await queryRunner.query(`DROP TABLE "password_reset_tokens"`);
    await queryRunner.query(`DROP INDEX "public"."uq_oauth_identities_provider_subject"`);
    await queryRunner.query(`DROP INDEX "public"."uq_oauth_identities_user_provider"`);
    await queryRunner.query(`DROP TABLE "oauth_identities"`);
    await queryRunner.query(`DROP INDEX "public"."ix_auth_sessions_user"`);
    await queryRunner.query(`DROP TABLE "auth_sessions"`);
    await queryRunner.query(`DROP INDEX "public"."uq_users_email"`);
    await queryRunner.query(`DROP INDEX "public"."uq_users_public_id"`);
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`DROP INDEX "public"."ix_audit_log_target"`);
    await queryRunner.query(`DROP INDEX "public"."ix_audit_log_time"`);
    await queryRunner.query(`DROP TABLE "audit_log"`);
  }
}
