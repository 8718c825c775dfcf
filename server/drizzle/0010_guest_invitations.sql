CREATE TABLE "invitation_vehicles" (
	"invitation_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitation_vehicles_invitation_id_vehicle_id_pk" PRIMARY KEY("invitation_id","vehicle_id")
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hoaid" text NOT NULL,
	"ownerid" uuid NOT NULL,
	"unitnumber" text NOT NULL,
	"token_hash" text NOT NULL,
	"guest_name" text DEFAULT '' NOT NULL,
	"nights" integer NOT NULL,
	"valid_until" date NOT NULL,
	"max_vehicles" integer DEFAULT 1 NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_token_hash_uq" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "invitation_vehicles" ADD CONSTRAINT "invitation_vehicles_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_vehicles" ADD CONSTRAINT "invitation_vehicles_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_hoaid_communities_hoaid_fk" FOREIGN KEY ("hoaid") REFERENCES "public"."communities"("hoaid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_ownerid_users_id_fk" FOREIGN KEY ("ownerid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_owner_idx" ON "invitations" USING btree ("ownerid","created_at");--> statement-breakpoint
CREATE INDEX "invitations_hoaid_idx" ON "invitations" USING btree ("hoaid","created_at");