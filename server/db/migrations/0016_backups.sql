CREATE TABLE "backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"trigger" text NOT NULL,
	"status" text NOT NULL,
	"file" text,
	"size_bytes" bigint,
	"duration_ms" integer NOT NULL,
	"snapshot_ms" integer,
	"check_ms" integer,
	"row_counts" jsonb,
	"blobs" jsonb,
	"error" text
);
--> statement-breakpoint
CREATE INDEX "backups_started_idx" ON "backups" USING btree ("started_at");