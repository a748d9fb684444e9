ALTER TABLE "consultations" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "hiring_applications" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;