CREATE TABLE "lot_counters" (
	"hoaid" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"used" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lot_counters" ADD CONSTRAINT "lot_counters_hoaid_communities_hoaid_fk" FOREIGN KEY ("hoaid") REFERENCES "public"."communities"("hoaid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 12 (docs/adr/0012): the lot count kept by triggers. lot_counter_exact counts what the
-- limits count (spec §4 onsite: checkout on or after the day, not soft-deleted) plus the live
-- pending payments that hold a spot (docs/adr/0009).
CREATE FUNCTION "lot_counter_exact"(h text, d date) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT (SELECT count(*) FROM "vehicles" WHERE "hoaid" = h AND "enddate" >= d AND "status_flag" <> 9)::integer
       + (SELECT count(*) FROM "payments" WHERE "hoaid" = h AND "status" = 'pending' AND "holds_spot"
            AND "created_at" > now() - interval '15 minutes')::integer
$$;
--> statement-breakpoint
-- Adds delta to the community's count for day d. When the transaction asked for the lot limit
-- (set_config('parking.enforce_lot', hoaid, true)) an increase is one conditional UPDATE; a
-- count at the limit, or a day that moved on meanwhile, is recounted exactly under the row's
-- lock before the write is refused with 'lot_full' (SQLSTATE P0001).
CREATE FUNCTION "lot_counter_add"(h text, delta integer, d date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  enforce boolean := delta > 0 AND current_setting('parking.enforce_lot', true) = h;
  capacity integer;
  current_day date;
  fresh integer;
BEGIN
  SELECT "parking_allowed_hoa" INTO capacity FROM "communities" WHERE "hoaid" = h;
  IF enforce THEN
    UPDATE "lot_counters" SET "used" = "used" + delta
      WHERE "hoaid" = h AND "day" = d AND (capacity <= 0 OR "used" + delta <= capacity);
  ELSE
    UPDATE "lot_counters" SET "used" = "used" + delta WHERE "hoaid" = h AND "day" = d;
  END IF;
  IF FOUND THEN
    RETURN;
  END IF;
  SELECT "day" INTO current_day FROM "lot_counters" WHERE "hoaid" = h FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  fresh := lot_counter_exact(h, current_day);
  UPDATE "lot_counters" SET "used" = fresh WHERE "hoaid" = h;
  IF enforce AND capacity > 0 AND fresh > capacity THEN
    RAISE EXCEPTION 'lot_full' USING ERRCODE = 'P0001', HINT = 'over_total_parking_limit';
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "lot_counter_vehicles"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  h text := COALESCE(NEW."hoaid", OLD."hoaid");
  d date;
  delta integer := 0;
BEGIN
  SELECT "day" INTO d FROM "lot_counters" WHERE "hoaid" = h;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD."enddate" >= d AND OLD."status_flag" <> 9 THEN
    delta := delta - 1;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."enddate" >= d AND NEW."status_flag" <> 9 THEN
    delta := delta + 1;
  END IF;
  IF delta <> 0 THEN
    PERFORM lot_counter_add(h, delta, d);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "lot_counter_payments"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  h text := COALESCE(NEW."hoaid", OLD."hoaid");
  d date;
  delta integer := 0;
BEGIN
  SELECT "day" INTO d FROM "lot_counters" WHERE "hoaid" = h;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD."status" = 'pending' AND OLD."holds_spot" THEN
    delta := delta - 1;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."status" = 'pending' AND NEW."holds_spot" THEN
    delta := delta + 1;
  END IF;
  IF delta <> 0 THEN
    PERFORM lot_counter_add(h, delta, d);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "vehicles_lot_counter" AFTER INSERT OR UPDATE OF "enddate", "status_flag" OR DELETE ON "vehicles"
  FOR EACH ROW EXECUTE FUNCTION "lot_counter_vehicles"();
--> statement-breakpoint
CREATE TRIGGER "payments_lot_counter" AFTER INSERT OR UPDATE OF "status", "holds_spot" OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "lot_counter_payments"();
