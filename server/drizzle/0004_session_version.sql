ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Issue 13: accounts that exist now keep signing in unverified; new accounts verify first.
ALTER TABLE "users" ADD COLUMN "login_needs_verified_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "login_needs_verified_email" SET DEFAULT true;
