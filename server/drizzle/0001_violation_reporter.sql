ALTER TABLE "violations" ADD COLUMN "reported_by" uuid;--> statement-breakpoint
ALTER TABLE "violations" ADD COLUMN "reporter_role" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "violations" ADD CONSTRAINT "violations_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;