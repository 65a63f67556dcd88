-- Which process runs a request in flight, and which processes are alive: a claim of a process that stopped beating
-- is taken over at once instead of after a minute (decision 046).
CREATE TABLE "server_processes" (
	"id" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"beat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_records" ADD COLUMN "holder" text;