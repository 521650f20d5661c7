import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MarineInsuranceClaims1795660492378 implements MigrationInterface {
  name = 'MarineInsuranceClaims1795660492378';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "insurance_claims" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "public_id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" bigint NOT NULL, "order_id" bigint NOT NULL, "order_public_id" uuid NOT NULL, "stock_id" character varying(12) NOT NULL, "car_title" character varying(120) NOT NULL, "damage_report_reference" character varying(16), "description" character varying(2000) NOT NULL, "damage_found_on" date NOT NULL, "amount_claimed" numeric(12,2) NOT NULL, "repair_estimate" numeric(12,2), "cover" numeric(12,2) NOT NULL, "currency" character(3) NOT NULL DEFAULT 'USD', "insured_at" TIMESTAMP WITH TIME ZONE NOT NULL, "arrived_at" TIMESTAMP WITH TIME ZONE NOT NULL, "status" character varying(16) NOT NULL, "payout" numeric(12,2), "rejection_reason" character varying(1000), "repaired_at" TIMESTAMP WITH TIME ZONE, "repair_cost" numeric(12,2), "decided_at" TIMESTAMP WITH TIME ZONE, "paid_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c6f7929fdcec8c17a24034a48d3" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_insurance_claims_public_id" ON "insurance_claims"  ("public_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_insurance_claims_order" ON "insurance_claims"  ("order_id") WHERE status <> 'rejected'`,
    );
    await queryRunner.query(`CREATE INDEX "ix_insurance_claims_status_recent" ON "insurance_claims"  ("status", "created_at", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_insurance_claims_user_recent" ON "insurance_claims"  ("user_id", "created_at", "id") `);
    await queryRunner.query(
      `CREATE TABLE "insurance_claim_events" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "claim_id" bigint NOT NULL, "kind" character varying(16) NOT NULL, "amount" numeric(12,2), "note" character varying(1000), "actor_id" uuid, "actor_role" character varying(16), "at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_15ca374bf5fa9fecfaccdb53625" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_insurance_claim_events_claim" ON "insurance_claim_events"  ("claim_id", "id") `);
    await queryRunner.query(`ALTER TABLE "orders" ADD "insured_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "insurance_rate_percent" numeric(6,4)`);
    // CIF orders were insured by their terms from their reservation, at the then fixed default rate of 1.5%.
    await queryRunner.query(`UPDATE "orders" SET "insured_at" = "reserved_at", "insurance_rate_percent" = 1.5 WHERE "trade_terms" = 'CIF'`);
    await queryRunner.query(
      `ALTER TABLE "insurance_claims" ADD CONSTRAINT "FK_83cb1b14e9ae2ea127c8474e0dc" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "insurance_claims" ADD CONSTRAINT "FK_8f5260f1144d8388039b045d214" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "insurance_claim_events" ADD CONSTRAINT "FK_e970aba205345a1706e8beb647c" FOREIGN KEY ("claim_id") REFERENCES "insurance_claims"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "insurance_claim_events" DROP CONSTRAINT "FK_e970aba205345a1706e8beb647c"`);
    await queryRunner.query(`ALTER TABLE "insurance_claims" DROP CONSTRAINT "FK_8f5260f1144d8388039b045d214"`);
    await queryRunner.query(`ALTER TABLE "insurance_claims" DROP CONSTRAINT "FK_83cb1b14e9ae2ea127c8474e0dc"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "insurance_rate_percent"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "insured_at"`);
    await queryRunner.query(`DROP INDEX "public"."ix_insurance_claim_events_claim"`);
    await queryRunner.query(`DROP TABLE "insurance_claim_events"`);
    await queryRunner.query(`DROP INDEX "public"."ix_insurance_claims_user_recent"`);
    await queryRunner.query(`DROP INDEX "public"."ix_insurance_claims_status_recent"`);
    await queryRunner.query(`DROP INDEX "public"."uq_insurance_claims_order"`);
    await queryRunner.query(`DROP INDEX "public"."uq_insurance_claims_public_id"`);
    await queryRunner.query(`DROP TABLE "insurance_claims"`);
  }
}
