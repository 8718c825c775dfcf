-- docs/adr/0032-durable-csv-imports.md: an owner CSV import is a row that holds the uploaded
-- file until the import finishes, and its progress. The queue's job only carries the row's id,
-- so a job retried after its instance died reads the file again, and the admin's progress poll
-- keeps answering after the queue forgot the job. The owners, their mails (outbox rows) and the
-- row's 'completed' are written in one transaction: a retry never imports a row twice.
CREATE TABLE "csv_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"hoaid" text NOT NULL,
	"csv" text,
	"actor" jsonb,
	"state" text DEFAULT 'waiting' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"imported" integer,
	"failed_reason" text,
	"runs" integer DEFAULT 0 NOT NULL,
	"worker" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "csv_imports_state_check" CHECK ("state" IN ('waiting', 'active', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "csv_imports_open_idx" ON "csv_imports" USING btree ("updated_at") WHERE "state" IN ('waiting', 'active');
