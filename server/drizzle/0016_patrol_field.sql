-- Patrol in the field (docs/adr/0027-patrol-in-the-field.md): the community's tow rule, the tow
-- list, photos kept with violations, and the idempotency key of a violation sent from a
-- patrol phone's offline queue.
ALTER TABLE "communities" ADD COLUMN "tow_violation_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "tow_window_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "violations" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "violations_client_key_idx" ON "violations" USING btree ("hoaid","reported_by","client_key") WHERE "client_key" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "tow_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hoaid" text NOT NULL,
	"plate" text NOT NULL,
	"unitnumber" text DEFAULT '' NOT NULL,
	"window_start" date NOT NULL,
	"violation_count" integer NOT NULL,
	"eligible_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	"cleared_by" uuid,
	"cleared_by_name" text DEFAULT '' NOT NULL,
	"clear_note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tow_entries" ADD CONSTRAINT "tow_entries_hoaid_communities_hoaid_fk" FOREIGN KEY ("hoaid") REFERENCES "public"."communities"("hoaid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tow_entries" ADD CONSTRAINT "tow_entries_cleared_by_users_id_fk" FOREIGN KEY ("cleared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tow_entries_open_idx" ON "tow_entries" USING btree ("hoaid","plate") WHERE "cleared_at" IS NULL;--> statement-breakpoint
CREATE INDEX "tow_entries_hoaid_plate_idx" ON "tow_entries" USING btree ("hoaid","plate","cleared_at");--> statement-breakpoint
CREATE TABLE "violation_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hoaid" text NOT NULL,
	"violation_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" bytea NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "violation_photos" ADD CONSTRAINT "violation_photos_hoaid_communities_hoaid_fk" FOREIGN KEY ("hoaid") REFERENCES "public"."communities"("hoaid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_photos" ADD CONSTRAINT "violation_photos_violation_id_violations_id_fk" FOREIGN KEY ("violation_id") REFERENCES "public"."violations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_photos" ADD CONSTRAINT "violation_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "violation_photos_position_idx" ON "violation_photos" USING btree ("violation_id","position");
