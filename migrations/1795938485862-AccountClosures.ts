import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 24 §6: the closure records of deleted accounts (what their deletion settled, the refunds owed), and insurance
 * claims kept when their customer's account is deleted (user_id set null, like orders and payments).
 */
export class AccountClosures1795938485862 implements MigrationInterface {
  name = 'AccountClosures1795938485862';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "insurance_claims" DROP CONSTRAINT "FK_83cb1b14e9ae2ea127c8474e0dc"`);
    await queryRunner.query(
      `CREATE TABLE "account_closures" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "public_id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "cause" character varying(16) NOT NULL, "closed_by" uuid, "closed_at" TIMESTAMP WITH TIME ZONE NOT NULL, "cancelled_reservations" jsonb NOT NULL DEFAULT '[]', "bids_withdrawn" integer NOT NULL DEFAULT '0', "orders_kept" integer NOT NULL DEFAULT '0', "auction_deposit_jpy" bigint NOT NULL DEFAULT '0', "auction_owed_jpy" bigint NOT NULL DEFAULT '0', "orders_refund_usd" numeric(12,2) NOT NULL DEFAULT '0', "refund_status" character varying(16) NOT NULL, "contact_email" character varying(254), "contact_name" character varying(201), "deposit_references" jsonb NOT NULL DEFAULT '[]', "refunded_at" TIMESTAMP WITH TIME ZONE, "refunded_by" uuid, "refund_reference" character varying(64), "refund_note" character varying(500), CONSTRAINT "PK_0c569d3f82a1234bda295e5f261" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_account_closures_public_id" ON "account_closures"  ("public_id") `);
    await queryRunner.query(`CREATE INDEX "ix_account_closures_account" ON "account_closures"  ("account_id") `);
    await queryRunner.query(`CREATE INDEX "ix_account_closures_closed" ON "account_closures"  ("closed_at", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_account_closures_refund" ON "account_closures"  ("refund_status", "closed_at", "id") `);
    await queryRunner.query(`ALTER TABLE "insurance_claims" ALTER COLUMN "user_id" DROP NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "insurance_claims" ADD CONSTRAINT "FK_83cb1b14e9ae2ea127c8474e0dc" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "insurance_claims" DROP CONSTRAINT "FK_83cb1b14e9ae2ea127c8474e0dc"`);
    await queryRunner.query(`ALTER TABLE "insurance_claims" ALTER COLUMN "user_id" SET NOT NULL`);
    await queryRunner.query(`DROP INDEX "public"."ix_account_closures_refund"`);
    await queryRunner.query(`DROP INDEX "public"."ix_account_closures_closed"`);
    await queryRunner.query(`DROP INDEX "public"."ix_account_closures_account"`);
    await queryRunner.query(`DROP INDEX "public"."uq_account_closures_public_id"`);
    await queryRunner.query(`DROP TABLE "account_closures"`);
    await queryRunner.query(
      `ALTER TABLE "insurance_claims" ADD CONSTRAINT "FK_83cb1b14e9ae2ea127c8474e0dc" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }
}
