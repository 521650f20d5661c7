import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SavedSearches1795645567678 implements MigrationInterface {
  name = 'SavedSearches1795645567678';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "saved_searches" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "public_id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" bigint NOT NULL, "name" character varying(80) NOT NULL, "filters" jsonb NOT NULL, "frequency" character varying(8) NOT NULL, "unsubscribe_token" character varying(64) NOT NULL, "last_alerted_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_saved_searches_frequency" CHECK ("frequency" IN ('instant', 'daily', 'off')), CONSTRAINT "PK_d9a53c71ccc5cf66dcdc5b33dfe" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_saved_searches_public_id" ON "saved_searches"  ("public_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_saved_searches_unsubscribe_token" ON "saved_searches"  ("unsubscribe_token") `);
    await queryRunner.query(`CREATE INDEX "ix_saved_searches_active" ON "saved_searches"  ("id") WHERE frequency <> 'off'`);
    await queryRunner.query(`CREATE INDEX "ix_saved_searches_user" ON "saved_searches"  ("user_id", "created_at", "id") `);
    await queryRunner.query(
      `CREATE TABLE "saved_search_matches" ("saved_search_id" bigint NOT NULL, "car_id" bigint NOT NULL, "matched_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "emailed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_1052f19bb0e560180648eb44810" PRIMARY KEY ("saved_search_id", "car_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_saved_search_matches_car" ON "saved_search_matches"  ("car_id") `);
    await queryRunner.query(
      `CREATE INDEX "ix_saved_search_matches_pending" ON "saved_search_matches"  ("saved_search_id") WHERE emailed_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "alert_preferences" ("user_id" bigint NOT NULL, "favorite_alerts" boolean NOT NULL DEFAULT false, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7182c5db26da9d706fbe6435cb2" PRIMARY KEY ("user_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "car_alert_events" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "car_id" bigint NOT NULL, "kind" character varying(16) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_car_alert_events_kind" CHECK ("kind" IN ('listed', 'reserved', 'price_drop')), CONSTRAINT "PK_d1d60cd0ccacbb8476de97fe690" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "favorite_alerts" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "event_id" bigint NOT NULL, "user_id" bigint NOT NULL, "car_id" bigint NOT NULL, "kind" character varying(16) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "emailed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "ck_favorite_alerts_kind" CHECK ("kind" IN ('reserved', 'price_drop')), CONSTRAINT "PK_1ebb8144707f5067d278e6b1b45" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_favorite_alerts_pending" ON "favorite_alerts"  ("user_id") WHERE emailed_at IS NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_favorite_alerts_event_user" ON "favorite_alerts"  ("event_id", "user_id") `);
    await queryRunner.query(
      `CREATE TABLE "alert_watermarks" ("name" character varying(32) NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL, "cursor_at" TIMESTAMP WITH TIME ZONE, "cursor_id" bigint, CONSTRAINT "PK_3325471d8cce21338029ed2fffa" PRIMARY KEY ("name"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "saved_searches" ADD CONSTRAINT "FK_8f01d13ac8e7b451d244674274f" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "saved_search_matches" ADD CONSTRAINT "FK_c6b848d754399dd42a9d60f6cee" FOREIGN KEY ("saved_search_id") REFERENCES "saved_searches"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "saved_search_matches" ADD CONSTRAINT "FK_22230b45575182bb05759b32282" FOREIGN KEY ("car_id") REFERENCES "cars"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "alert_preferences" ADD CONSTRAINT "FK_7182c5db26da9d706fbe6435cb2" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "favorite_alerts" ADD CONSTRAINT "FK_b3e377305603ff3c1d91ac9e837" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "favorite_alerts" ADD CONSTRAINT "FK_1cca8e71d6b2c495e60c7991848" FOREIGN KEY ("car_id") REFERENCES "cars"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // What the alert job must hear of, whoever changes the car (staff, an order, a cancellation, an expiry): back
    // on sale, reserved, or a lower price. New cars need no row (the job reads them by created_at); the WHEN clause
    // keeps every other update (the view counter's flush) free of the function call.
    await queryRunner.query(`CREATE FUNCTION "cars_alert_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN ('available', 'ready_to_ship') AND OLD.status NOT IN ('available', 'ready_to_ship') THEN
    INSERT INTO car_alert_events (car_id, kind) VALUES (NEW.id, 'listed');
  END IF;
  IF NEW.status = 'reserved' AND OLD.status <> 'reserved' THEN
    INSERT INTO car_alert_events (car_id, kind) VALUES (NEW.id, 'reserved');
  END IF;
  IF NEW.fob_price_usd < OLD.fob_price_usd AND NEW.status NOT IN ('sold', 'in_transit', 'released') THEN
    INSERT INTO car_alert_events (car_id, kind) VALUES (NEW.id, 'price_drop');
  END IF;
  RETURN NULL;
END
$$`);
    await queryRunner.query(
      `CREATE TRIGGER "cars_alert_events" AFTER UPDATE OF "status", "fob_price_usd" ON "cars" FOR EACH ROW
       WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.fob_price_usd IS DISTINCT FROM NEW.fob_price_usd)
       EXECUTE FUNCTION "cars_alert_events"()`,
    );
    // Cars listed before alerts existed are not news.
    await queryRunner.query(`INSERT INTO "alert_watermarks" ("name", "at") VALUES ('listings', now())`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "cars_alert_events" ON "cars"`);
    await queryRunner.query(`DROP FUNCTION "cars_alert_events"()`);
    await queryRunner.query(`ALTER TABLE "favorite_alerts" DROP CONSTRAINT "FK_1cca8e71d6b2c495e60c7991848"`);
    await queryRunner.query(`ALTER TABLE "favorite_alerts" DROP CONSTRAINT "FK_b3e377305603ff3c1d91ac9e837"`);
    await queryRunner.query(`ALTER TABLE "alert_preferences" DROP CONSTRAINT "FK_7182c5db26da9d706fbe6435cb2"`);
    await queryRunner.query(`ALTER TABLE "saved_search_matches" DROP CONSTRAINT "FK_22230b45575182bb05759b32282"`);
    await queryRunner.query(`ALTER TABLE "saved_search_matches" DROP CONSTRAINT "FK_c6b848d754399dd42a9d60f6cee"`);
    await queryRunner.query(`ALTER TABLE "saved_searches" DROP CONSTRAINT "FK_8f01d13ac8e7b451d244674274f"`);
    await queryRunner.query(`DROP TABLE "alert_watermarks"`);
    await queryRunner.query(`DROP INDEX "public"."uq_favorite_alerts_event_user"`);
    await queryRunner.query(`DROP INDEX "public"."ix_favorite_alerts_pending"`);
    await queryRunner.query(`DROP TABLE "favorite_alerts"`);
    await queryRunner.query(`DROP TABLE "car_alert_events"`);
    await queryRunner.query(`DROP TABLE "alert_preferences"`);
    await queryRunner.query(`DROP INDEX "public"."ix_saved_search_matches_pending"`);
    await queryRunner.query(`DROP INDEX "public"."ix_saved_search_matches_car"`);
    await queryRunner.query(`DROP TABLE "saved_search_matches"`);
    await queryRunner.query(`DROP INDEX "public"."ix_saved_searches_user"`);
    await queryRunner.query(`DROP INDEX "public"."ix_saved_searches_active"`);
    await queryRunner.query(`DROP INDEX "public"."uq_saved_searches_unsubscribe_token"`);
    await queryRunner.query(`DROP INDEX "public"."uq_saved_searches_public_id"`);
    await queryRunner.query(`DROP TABLE "saved_searches"`);
  }
}
