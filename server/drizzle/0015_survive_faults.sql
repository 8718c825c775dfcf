-- docs/adr/0022-surviving-faults.md: state that must outlive a Redis outage or an instance.
-- Sessions ended by logout (Redis no longer holds them alone).
CREATE TABLE "ended_sessions" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ended_sessions_expires_idx" ON "ended_sessions" USING btree ("expires_at");--> statement-breakpoint
-- The sign-in counters shared by every instance on one PostgreSQL (rate-limiter-flexible's layout).
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
-- PIN check-ins of one unit take turns, however many addresses they come from.
CREATE TABLE "pin_gates" (
	"hoaid" text NOT NULL,
	"unitnumber" text NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_ends" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pin_gates_pk" PRIMARY KEY("hoaid","unitnumber")
);
