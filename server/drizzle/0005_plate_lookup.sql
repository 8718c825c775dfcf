CREATE TABLE "plate_lookups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hoaid" text NOT NULL,
	"user_id" uuid NOT NULL,
	"plate" text NOT NULL,
	"plate_state" text DEFAULT '' NOT NULL,
	"authorised" boolean NOT NULL,
	"unitnumber" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plate_lookups" ADD CONSTRAINT "plate_lookups_hoaid_communities_hoaid_fk" FOREIGN KEY ("hoaid") REFERENCES "public"."communities"("hoaid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_lookups" ADD CONSTRAINT "plate_lookups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plate_lookups_user_created_idx" ON "plate_lookups" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "violations_hoaid_plate_idx" ON "violations" USING btree ("hoaid","violation_plate");--> statement-breakpoint
UPDATE "vehicles" SET "plate" = upper(regexp_replace("plate", '[[:space:].-]+', '', 'g')), "plate_state" = upper(btrim("plate_state")) WHERE "plate" <> upper(regexp_replace("plate", '[[:space:].-]+', '', 'g')) OR "plate_state" <> upper(btrim("plate_state"));--> statement-breakpoint
UPDATE "violations" SET "violation_plate" = upper(regexp_replace("violation_plate", '[[:space:].-]+', '', 'g')), "violation_state" = upper(btrim("violation_state")) WHERE "violation_plate" <> upper(regexp_replace("violation_plate", '[[:space:].-]+', '', 'g')) OR "violation_state" <> upper(btrim("violation_state"));
