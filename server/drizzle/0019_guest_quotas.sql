-- Fair use of guest parking over time (docs/adr/0029-guest-quotas-counted-from-nights.md). The
-- community's rules (all off by default: 0 is off) and guest_nights, one row per night a guest
-- plate of a unit is recorded onsite. Rows are written with the vehicle; a shortened, offsite or
-- deleted stay drops only its nights from today on, so past nights can never be reset.
ALTER TABLE "communities" ADD COLUMN "guest_unit_nights" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "guest_max_consecutive" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "guest_cooldown_nights" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "guest_owner_types" jsonb DEFAULT '["visitor"]'::jsonb NOT NULL;--> statement-breakpoint
CREATE TABLE "guest_nights" (
	"hoaid" text NOT NULL,
	"unitnumber" text NOT NULL,
	"plate_key" text NOT NULL,
	"night" date NOT NULL,
	"vehicle_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_nights_pk" PRIMARY KEY("hoaid","unitnumber","plate_key","night")
);
--> statement-breakpoint
ALTER TABLE "guest_nights" ADD CONSTRAINT "guest_nights_hoaid_communities_hoaid_fk" FOREIGN KEY ("hoaid") REFERENCES "public"."communities"("hoaid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_nights" ADD CONSTRAINT "guest_nights_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_nights_unit_night_idx" ON "guest_nights" USING btree ("hoaid","unitnumber","night");--> statement-breakpoint
CREATE INDEX "guest_nights_plate_night_idx" ON "guest_nights" USING btree ("hoaid","plate_key","night");--> statement-breakpoint
CREATE INDEX "guest_nights_vehicle_idx" ON "guest_nights" USING btree ("vehicle_id");--> statement-breakpoint
-- The visitors onsite now bring their nights from today on (nothing was recorded before).
INSERT INTO "guest_nights" ("hoaid", "unitnumber", "plate_key", "night", "vehicle_id")
SELECT v."hoaid", v."unitnumber",
       CASE WHEN v."plate" <> '' AND v."plate" <> 'DUMPSTER' THEN v."plate" ELSE '#' || v."id"::text END,
       g.night::date, v."id"
  FROM "vehicles" v
 CROSS JOIN LATERAL generate_series(current_date::timestamp, (v."enddate" - 1)::timestamp, interval '1 day') AS g(night)
 WHERE v."carownertype" = 'visitor' AND v."status_flag" <> 9 AND v."enddate" > current_date
ON CONFLICT DO NOTHING;
