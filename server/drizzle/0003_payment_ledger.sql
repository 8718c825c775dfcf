CREATE TABLE "payment_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hoaid" text NOT NULL,
	"ownerid" uuid,
	"vehicle_id" uuid,
	"payer_role" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"checkout" date NOT NULL,
	"covered_nights" text[] NOT NULL,
	"dayprice_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "plate" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "vehicle_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "covered_nights" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "holds_spot" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "carowner" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "payment_quotes" ADD CONSTRAINT "payment_quotes_hoaid_communities_hoaid_fk" FOREIGN KEY ("hoaid") REFERENCES "public"."communities"("hoaid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_quotes" ADD CONSTRAINT "payment_quotes_ownerid_users_id_fk" FOREIGN KEY ("ownerid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_quotes" ADD CONSTRAINT "payment_quotes_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_quotes_owner_idx" ON "payment_quotes" USING btree ("ownerid");--> statement-breakpoint
CREATE INDEX "payments_owner_status_idx" ON "payments" USING btree ("ownerid","status");--> statement-breakpoint
UPDATE "payments" AS p SET "plate" = v."plate", "vehicle_type" = v."vehicle_type" FROM "vehicles" AS v WHERE p."vehicle_id" = v."id";--> statement-breakpoint
UPDATE "payments" SET "covered_nights" = ARRAY(SELECT to_char(night, 'YYYY-MM-DD') FROM generate_series("startdate"::timestamp, ("enddate" - 1)::timestamp, interval '1 day') AS night) WHERE "enddate" > "startdate";
