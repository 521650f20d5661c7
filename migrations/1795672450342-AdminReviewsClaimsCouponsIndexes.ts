import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AdminReviewsClaimsCouponsIndexes1795672450342 implements MigrationInterface {
  name = 'AdminReviewsClaimsCouponsIndexes1795672450342';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "ix_coupons_expires" ON "coupons" ("expires_at", "id")`);
    await queryRunner.query(`CREATE INDEX "ix_coupons_created" ON "coupons" ("created_at", "id")`);
    await queryRunner.query(`CREATE INDEX "ix_reviews_created" ON "reviews" ("created_at", "id")`);
    await queryRunner.query(`CREATE INDEX "ix_insurance_claims_recent" ON "insurance_claims" ("created_at", "id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_insurance_claims_recent"`);
    await queryRunner.query(`DROP INDEX "public"."ix_reviews_created"`);
    await queryRunner.query(`DROP INDEX "public"."ix_coupons_created"`);
    await queryRunner.query(`DROP INDEX "public"."ix_coupons_expires"`);
  }
}
