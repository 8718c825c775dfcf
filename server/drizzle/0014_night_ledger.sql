-- The night ledger and versioned vehicle writes (docs/adr/0020). stay_nights holds one row per
-- night a plate of a unit is paid for; its primary key keeps a night of a plate from being paid
-- twice. Existing payments move into it (the first payment of a night wins where the old
-- per-vehicle ledger paid one twice).
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hoaid" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"released_nights" text[] DEFAULT '{}'::text[] NOT NULL,
	"refund_id" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stay_nights" (
	"hoaid" text NOT NULL,
	"unitnumber" text NOT NULL,
	"plate_key" text NOT NULL,
	"night" date NOT NULL,
	"night_class" text NOT NULL,
	"vehicle_id" uuid,
	"payment_id" uuid NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stay_nights_pk" PRIMARY KEY("hoaid","unitnumber","plate_key","night")
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_hoaid_communities_hoaid_fk" FOREIGN KEY ("hoaid") REFERENCES "public"."communities"("hoaid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_nights" ADD CONSTRAINT "stay_nights_hoaid_communities_hoaid_fk" FOREIGN KEY ("hoaid") REFERENCES "public"."communities"("hoaid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_nights" ADD CONSTRAINT "stay_nights_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_nights" ADD CONSTRAINT "stay_nights_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "stay_nights_unit_night_idx" ON "stay_nights" USING btree ("hoaid","unitnumber","night");--> statement-breakpoint
CREATE INDEX "stay_nights_payment_idx" ON "stay_nights" USING btree ("payment_id");;--> statement-breakpoint
INSERT INTO "stay_nights" ("hoaid", "unitnumber", "plate_key", "night", "night_class", "vehicle_id", "payment_id", "price_cents", "created_at")
SELECT p."hoaid", p."unitnumber",
       CASE WHEN p."plate" IN ('', 'DUMPSTER') THEN '#' || coalesce(p."vehicle_id", p."id")::text ELSE p."plate" END,
       n.night::date,
       CASE WHEN p."carowner" = 'renter' OR v."carownertype" = 'renter' THEN 'renter'
            WHEN v."carownertype" = 'visitor' THEN 'guest' ELSE 'owner' END,
       p."vehicle_id", p."id",
       CASE WHEN p."nights" > 0 THEN p."amount_cents" / p."nights" ELSE 0 END,
       p."created_at"
  FROM "payments" p
  LEFT JOIN "vehicles" v ON v."id" = p."vehicle_id"
  CROSS JOIN LATERAL unnest(p."covered_nights") AS n(night)
 WHERE p."status" = 'succeeded'
 ORDER BY p."created_at"
ON CONFLICT DO NOTHING;
