CREATE TABLE "communities" (
	"hoaid" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"parking_allowed_hoa" integer DEFAULT 0 NOT NULL,
	"parking_allowed_unit" integer DEFAULT 1 NOT NULL,
	"parking_allowed_renter" integer DEFAULT 0 NOT NULL,
	"renter_free_parking_spots" integer DEFAULT 0 NOT NULL,
	"owner_free_parking_spots" integer DEFAULT 0 NOT NULL,
	"season_adjust_unit" integer DEFAULT 0 NOT NULL,
	"season_adjust_renter" integer DEFAULT 0 NOT NULL,
	"season_parking_fee_factor" double precision DEFAULT 1 NOT NULL,
	"use_availability_factor" boolean DEFAULT false NOT NULL,
	"use_warning_status" integer DEFAULT 0 NOT NULL,
	"availability_warning_buffer" integer DEFAULT 0 NOT NULL,
	"use_owner_creditcard" boolean DEFAULT false NOT NULL,
	"use_renter_creditcard" boolean DEFAULT false NOT NULL,
	"use_owner_ppp" boolean DEFAULT false NOT NULL,
	"use_renter_ppp" boolean DEFAULT false NOT NULL,
	"use_demo_mode" boolean DEFAULT false NOT NULL,
	"demo_credentials" jsonb,
	"background_image_url" text DEFAULT '' NOT NULL,
	"parking_information_url" text DEFAULT '' NOT NULL,
	"hoa_phone_cell" text DEFAULT '' NOT NULL,
	"hoa_phone_office" text DEFAULT '' NOT NULL,
	"hoa_email" text DEFAULT '' NOT NULL,
	"timezone" text DEFAULT 'America/New_York' NOT NULL,
	"help_text" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"hoaid" text NOT NULL,
	"contact_id" text NOT NULL,
	"phone_description" text NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"sort_order" integer NOT NULL,
	"display_category" text DEFAULT 'All' NOT NULL,
	CONSTRAINT "contacts_hoaid_contact_id_pk" PRIMARY KEY("hoaid","contact_id")
);
--> statement-breakpoint
CREATE TABLE "spot_types" (
	"hoaid" text NOT NULL,
	"spot_type" text NOT NULL,
	"spot_display" text NOT NULL,
	"spot_price_cents" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "spot_types_hoaid_spot_type_pk" PRIMARY KEY("hoaid","spot_type")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hoaid" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"unitnumber" text DEFAULT '' NOT NULL,
	"pincode" text DEFAULT '' NOT NULL,
	"role" text DEFAULT 'owner' NOT NULL,
	"crud" text DEFAULT 'write' NOT NULL,
	"has_read_terms" boolean DEFAULT false NOT NULL,
	"parking_allowed" integer DEFAULT 5 NOT NULL,
	"parking_allowed_renter" integer DEFAULT 2 NOT NULL,
	"owner_free_parking" integer DEFAULT 0 NOT NULL,
	"renter_free_parking" integer DEFAULT 0 NOT NULL,
	"status_flag" integer DEFAULT 1 NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"password_hash" text NOT NULL,
	"pin_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"hoaid" text NOT NULL,
	"startdate" date NOT NULL,
	"enddate" date NOT NULL,
	"change_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hoaid" text NOT NULL,
	"ownerid" uuid NOT NULL,
	"unitnumber" text NOT NULL,
	"vehicle_type" text DEFAULT 'CAR' NOT NULL,
	"carownertype" text DEFAULT 'owner' NOT NULL,
	"carowner_fname" text DEFAULT '' NOT NULL,
	"carowner_lname" text DEFAULT '' NOT NULL,
	"carownerphone" text DEFAULT '' NOT NULL,
	"make" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"year" text DEFAULT '' NOT NULL,
	"plate" text DEFAULT '' NOT NULL,
	"plate_state" text DEFAULT '' NOT NULL,
	"startdate" date NOT NULL,
	"enddate" date DEFAULT '1970-01-01' NOT NULL,
	"status_flag" integer DEFAULT 1 NOT NULL,
	"active_flag" integer DEFAULT 0 NOT NULL,
	"terms" integer DEFAULT 0 NOT NULL,
	"number_of_changes" integer DEFAULT 0 NOT NULL,
	"parking_transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hoaid" text NOT NULL,
	"notify_type" text DEFAULT 'APPLICATION' NOT NULL,
	"notify_plate" text DEFAULT '' NOT NULL,
	"notify_name" text NOT NULL,
	"notify_phone" text DEFAULT '' NOT NULL,
	"notify_description" text NOT NULL,
	"notify_date" date NOT NULL,
	"notify_time" text NOT NULL,
	"notify_unit" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "violations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hoaid" text NOT NULL,
	"violation_type" text DEFAULT 'PARKING_VIOLATION' NOT NULL,
	"violation_plate" text NOT NULL,
	"violation_state" text NOT NULL,
	"violation_location" text NOT NULL,
	"violation_description" text DEFAULT '' NOT NULL,
	"violation_reporter" text DEFAULT '' NOT NULL,
	"violation_date" date NOT NULL,
	"violation_time" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hoaid" text NOT NULL,
	"vehicle_id" uuid,
	"ownerid" uuid,
	"unitnumber" text NOT NULL,
	"payer_role" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"nights" integer NOT NULL,
	"startdate" date NOT NULL,
	"enddate" date NOT NULL,
	"provider" text NOT NULL,
	"transaction_id" text,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_idempotency_key_uq" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_tokens_hash_uq" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_hoaid_communities_hoaid_fk" FOREIGN KEY ("hoaid") REFERENCES "public"."communities"("hoaid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_types" ADD CONSTRAINT "spot_types_hoaid_communities_hoaid_fk" FOREIGN KEY ("hoaid") REFERENCES "public"."communities"("hoaid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_hoaid_communities_hoaid_fk" FOREIGN KEY ("hoaid") REFERENCES "public"."communities"("hoaid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_changes" ADD CONSTRAINT "vehicle_changes_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_changes" ADD CONSTRAINT "vehicle_changes_hoaid_communities_hoaid_fk" FOREIGN KEY ("hoaid") REFERENCES "public"."communities"("hoaid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_hoaid_communities_hoaid_fk" FOREIGN KEY ("hoaid") REFERENCES "public"."communities"("hoaid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_ownerid_users_id_fk" FOREIGN KEY ("ownerid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_hoaid_communities_hoaid_fk" FOREIGN KEY ("hoaid") REFERENCES "public"."communities"("hoaid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violations" ADD CONSTRAINT "violations_hoaid_communities_hoaid_fk" FOREIGN KEY ("hoaid") REFERENCES "public"."communities"("hoaid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_hoaid_communities_hoaid_fk" FOREIGN KEY ("hoaid") REFERENCES "public"."communities"("hoaid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_ownerid_users_id_fk" FOREIGN KEY ("ownerid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_hoaid_sort_idx" ON "contacts" USING btree ("hoaid","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "users_hoaid_email_uq" ON "users" USING btree ("hoaid","email");--> statement-breakpoint
CREATE INDEX "users_hoaid_unit_idx" ON "users" USING btree ("hoaid","unitnumber");--> statement-breakpoint
CREATE INDEX "users_hoaid_role_idx" ON "users" USING btree ("hoaid","role");--> statement-breakpoint
CREATE INDEX "vehicle_changes_vehicle_idx" ON "vehicle_changes" USING btree ("vehicle_id","created_at");--> statement-breakpoint
CREATE INDEX "vehicles_hoaid_enddate_idx" ON "vehicles" USING btree ("hoaid","enddate");--> statement-breakpoint
CREATE INDEX "vehicles_hoaid_unit_idx" ON "vehicles" USING btree ("hoaid","unitnumber");--> statement-breakpoint
CREATE INDEX "vehicles_ownerid_idx" ON "vehicles" USING btree ("ownerid");--> statement-breakpoint
CREATE INDEX "vehicles_hoaid_plate_idx" ON "vehicles" USING btree ("hoaid","plate");--> statement-breakpoint
CREATE INDEX "notifications_hoaid_date_idx" ON "notifications" USING btree ("hoaid","notify_date");--> statement-breakpoint
CREATE INDEX "violations_hoaid_date_idx" ON "violations" USING btree ("hoaid","violation_date");--> statement-breakpoint
CREATE INDEX "payments_hoaid_created_idx" ON "payments" USING btree ("hoaid","created_at");--> statement-breakpoint
CREATE INDEX "payments_vehicle_idx" ON "payments" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "user_tokens_user_purpose_idx" ON "user_tokens" USING btree ("user_id","purpose");