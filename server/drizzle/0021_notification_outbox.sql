-- docs/adr/0022-surviving-faults.md, "Mails that go once": the transactional outbox. A row is
-- written in the transaction of the change it tells about, under a unique key (kind, subject,
-- day); the 'notify' job only carries its id, so the queue's retention no longer decides how
-- often a mail goes, and a crash of the single process loses no mail.
CREATE TABLE "notification_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"hoaid" text NOT NULL,
	"event" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "notification_outbox_key_unique" UNIQUE("key"),
	CONSTRAINT "notification_outbox_state_check" CHECK ("state" IN ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "notification_outbox_open_idx" ON "notification_outbox" USING btree ("id") WHERE "state" IN ('pending', 'sending');
