CREATE TABLE "event_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"origin" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_fetched_at" timestamp with time zone,
	"last_status" text,
	"last_count" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_sources_url_unique" UNIQUE("url")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "is_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The sample data set, labelled: the weekly venue nights were the "curated" calendar; the seeded reviews are the
-- ones with no author written before the first seed ran (real reviews always come later, from an account).
UPDATE "events" SET "source" = 'sample' WHERE "source" = 'curated';--> statement-breakpoint
UPDATE "reviews" SET "is_sample" = true WHERE "user_id" IS NULL AND "created_at" < (SELECT "created_at" FROM "seed_runs" WHERE "name" = 'companions-v1');--> statement-breakpoint
INSERT INTO "site_state" ("key", "value") SELECT 'sampleData', '"installed"'::jsonb WHERE EXISTS (SELECT 1 FROM "reviews" WHERE "is_sample") ON CONFLICT DO NOTHING;
