import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Shipments1795630201547 implements MigrationInterface {
  name = 'Shipments1795630201547';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "shipments" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "public_id" uuid NOT NULL DEFAULT gen_random_uuid(), "destination_country" character(2) NOT NULL, "destination_port" character varying(60) NOT NULL, "method" character varying(16) NOT NULL, "freight_terms" character varying(16) NOT NULL, "vessel" character varying(100) NOT NULL, "voyage_number" character varying(40) NOT NULL, "departure_date" date NOT NULL, "arrival_date" date NOT NULL, "invoice_number" character varying(40), "invoice_date" date, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_shipments_dates" CHECK ("arrival_date" > "departure_date"), CONSTRAINT "PK_6deda4532ac542a93eab214b564" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_shipments_public_id" ON "shipments"  ("public_id") `);
    await queryRunner.query(`CREATE INDEX "ix_shipments_arrival" ON "shipments"  ("arrival_date") `);
    await queryRunner.query(`CREATE INDEX "ix_shipments_departure" ON "shipments"  ("departure_date", "id") `);
    await queryRunner.query(
      `CREATE TABLE "coupons" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "public_id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" bigint NOT NULL, "name" character varying(100) NOT NULL, "code" character varying(32) NOT NULL, "amount" numeric(12,2) NOT NULL, "balance" numeric(12,2) NOT NULL, "currency" character(3) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "issued_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_coupons_balance" CHECK ("balance" >= 0 AND "balance" <= "amount"), CONSTRAINT "PK_d7ea8864a0150183770f3e9a8cb" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_coupons_public_id" ON "coupons"  ("public_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_coupons_code" ON "coupons"  ("code") `);
    await queryRunner.query(`CREATE INDEX "ix_coupons_user" ON "coupons"  ("user_id", "id") `);
    await queryRunner.query(
      `CREATE TABLE "coupon_redemptions" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "coupon_id" bigint NOT NULL, "order_id" bigint NOT NULL, "amount" numeric(12,2) NOT NULL, "applied_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "ck_coupon_redemptions_amount" CHECK ("amount" > 0), CONSTRAINT "PK_5086813ea980d21dbeb190ed0a7" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_coupon_redemptions_order" ON "coupon_redemptions"  ("order_id") `);
    await queryRunner.query(`CREATE INDEX "ix_coupon_redemptions_coupon" ON "coupon_redemptions"  ("coupon_id", "id") `);
    await queryRunner.query(
      `CREATE TABLE "order_documents" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "public_id" uuid NOT NULL DEFAULT gen_random_uuid(), "order_id" bigint NOT NULL, "kind" character varying(32) NOT NULL, "storage_key" character varying(300) NOT NULL, "content_type" character varying(40) NOT NULL, "size_bytes" integer NOT NULL, "courier_name" character varying(100), "tracking_number" character varying(100), "released" boolean NOT NULL DEFAULT false, "released_at" TIMESTAMP WITH TIME ZONE, "uploaded_at" TIMESTAMP WITH TIME ZONE NOT NULL, "uploaded_by" uuid, CONSTRAINT "PK_aeccb279d4128dec46b2d690c2a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_order_documents_public_id" ON "order_documents"  ("public_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_order_documents_storage_key" ON "order_documents"  ("storage_key") `);
    await queryRunner.query(`CREATE INDEX "ix_order_documents_order" ON "order_documents"  ("order_id", "id") `);
    await queryRunner.query(
      `CREATE TABLE "tracking_events" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "order_id" bigint NOT NULL, "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL, "description" character varying(200) NOT NULL, "location" character varying(120) NOT NULL, "status" character varying(60) NOT NULL, "details" character varying(1000), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_by" uuid, CONSTRAINT "PK_cc22ae68e05d9ba5a6575a6f429" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_tracking_events_order" ON "tracking_events"  ("order_id", "occurred_at") `);
    await queryRunner.query(`ALTER TABLE "orders" ADD "shipment_id" bigint`);
    await queryRunner.query(`CREATE INDEX "ix_orders_shipment" ON "orders"  ("shipment_id") `);
    await queryRunner.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "FK_b17a0214fe7415e3cdc38923a49" FOREIGN KEY ("shipment_id") REFERENCES "shipments"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "coupons" ADD CONSTRAINT "FK_9974c02e617aa96ddafd8404323" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "FK_9df1b9bc48e3eea5da3762f8e56" FOREIGN KEY ("coupon_id") REFERENCES "coupons"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "FK_adb70aa4959d5b2676fa4fde836" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_documents" ADD CONSTRAINT "FK_d276d5bce4b3b947534b4a4e03b" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "tracking_events" ADD CONSTRAINT "FK_d865b8cb6d67103349cb1e3ff2e" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tracking_events" DROP CONSTRAINT "FK_d865b8cb6d67103349cb1e3ff2e"`);
    await queryRunner.query(`ALTER TABLE "order_documents" DROP CONSTRAINT "FK_d276d5bce4b3b947534b4a4e03b"`);
    await queryRunner.query(`ALTER TABLE "coupon_redemptions" DROP CONSTRAINT "FK_adb70aa4959d5b2676fa4fde836"`);
    await queryRunner.query(`ALTER TABLE "coupon_redemptions" DROP CONSTRAINT "FK_9df1b9bc48e3eea5da3762f8e56"`);
    await queryRunner.query(`ALTER TABLE "coupons" DROP CONSTRAINT "FK_9974c02e617aa96ddafd8404323"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "FK_b17a0214fe7415e3cdc38923a49"`);
    await queryRunner.query(`DROP INDEX "public"."ix_orders_shipment"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "shipment_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_tracking_events_order"`);
    await queryRunner.query(`DROP TABLE "tracking_events"`);
    await queryRunner.query(`DROP INDEX "public"."ix_order_documents_order"`);
    await queryRunner.query(`DROP INDEX "public"."uq_order_documents_storage_key"`);
    await queryRunner.query(`DROP INDEX "public"."uq_order_documents_public_id"`);
    await queryRunner.query(`DROP TABLE "order_documents"`);
    await queryRunner.query(`DROP INDEX "public"."ix_coupon_redemptions_coupon"`);
    await queryRunner.query(`DROP INDEX "public"."ix_coupon_redemptions_order"`);
    await queryRunner.query(`DROP TABLE "coupon_redemptions"`);
    await queryRunner.query(`DROP INDEX "public"."ix_coupons_user"`);
    await queryRunner.query(`DROP INDEX "public"."uq_coupons_code"`);
    await queryRunner.query(`DROP INDEX "public"."uq_coupons_public_id"`);
    await queryRunner.query(`DROP TABLE "coupons"`);
    await queryRunner.query(`DROP INDEX "public"."ix_shipments_departure"`);
    await queryRunner.query(`DROP INDEX "public"."ix_shipments_arrival"`);
    await queryRunner.query(`DROP INDEX "public"."uq_shipments_public_id"`);
    await queryRunner.query(`DROP TABLE "shipments"`);
  }
}
