ALTER TABLE "jobs" ADD COLUMN "lease" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "held_by" text;