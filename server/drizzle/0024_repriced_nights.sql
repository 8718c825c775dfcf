-- Type changes re-price paid nights (docs/adr/0020, "Type changes"): a payment may top up nights
-- paid earlier for a cheaper type. The night keeps its first payment (a refund of it releases
-- the night); its price and type become the topped-up ones, so a night is never topped up twice.
ALTER TABLE "stay_nights" ADD COLUMN "vehicle_type" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "repriced_nights" text[] NOT NULL DEFAULT '{}'::text[];--> statement-breakpoint
ALTER TABLE "payment_quotes" ADD COLUMN "repriced_nights" text[] NOT NULL DEFAULT '{}'::text[];
