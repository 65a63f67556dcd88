ALTER TABLE "explainer_videos" ADD COLUMN "captions_key" text;--> statement-breakpoint
ALTER TABLE "explainer_videos" ADD COLUMN "source" text DEFAULT 'prompt' NOT NULL;--> statement-breakpoint
ALTER TABLE "explainer_videos" ADD COLUMN "slides" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "body" text;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce(title, '') || ' ' || coalesce(body, ''))) STORED;--> statement-breakpoint
CREATE INDEX "slides_search_idx" ON "slides" USING gin ("search");