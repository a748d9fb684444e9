ALTER TABLE "companions" DROP COLUMN "availability";--> statement-breakpoint
ALTER TABLE "companions" DROP COLUMN "working_hours";