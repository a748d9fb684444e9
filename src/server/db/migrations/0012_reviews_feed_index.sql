DROP INDEX "reviews_companion_idx";--> statement-breakpoint
CREATE INDEX "reviews_feed_idx" ON "reviews" USING btree ("companion_id","is_approved","created_at" DESC NULLS LAST);