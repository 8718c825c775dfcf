CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hoaid" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"userid" uuid,
	"username" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"entityid" text DEFAULT '' NOT NULL,
	"unitnumber" text DEFAULT '' NOT NULL,
	"plate" text DEFAULT '' NOT NULL,
	"vehicleid" uuid,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "audit_log_hoaid_at_idx" ON "audit_log" USING btree ("hoaid","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_hoaid_plate_idx" ON "audit_log" USING btree ("hoaid","plate","at");--> statement-breakpoint
CREATE INDEX "audit_log_hoaid_unit_idx" ON "audit_log" USING btree ("hoaid","unitnumber","at");--> statement-breakpoint
CREATE INDEX "audit_log_hoaid_user_idx" ON "audit_log" USING btree ("hoaid","userid","at");--> statement-breakpoint
CREATE INDEX "audit_log_hoaid_vehicle_idx" ON "audit_log" USING btree ("hoaid","vehicleid","at");--> statement-breakpoint
CREATE INDEX "audit_log_hoaid_kind_idx" ON "audit_log" USING btree ("hoaid","kind","at");--> statement-breakpoint
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log entries are never changed or deleted';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_delete" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
