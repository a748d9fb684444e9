ALTER TABLE "companions" ADD COLUMN "bio_es" text;--> statement-breakpoint
ALTER TABLE "companions" ADD COLUMN "full_bio_es" text;--> statement-breakpoint
ALTER TABLE "companions" ADD COLUMN "achievements_es" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "title_es" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "description_es" text;