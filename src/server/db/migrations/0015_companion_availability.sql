CREATE TABLE "companion_availability_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"companion_id" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companions" ADD COLUMN "weekly_hours" jsonb DEFAULT '[[{"start":"09:00","end":"24:00"}],[{"start":"09:00","end":"24:00"}],[{"start":"09:00","end":"24:00"}],[{"start":"09:00","end":"24:00"}],[{"start":"09:00","end":"24:00"}],[{"start":"09:00","end":"24:00"}],[{"start":"09:00","end":"24:00"}]]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companions" ADD COLUMN "buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companion_availability_exceptions" ADD CONSTRAINT "companion_availability_exceptions_companion_id_companions_id_fk" FOREIGN KEY ("companion_id") REFERENCES "public"."companions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_exceptions_companion_idx" ON "companion_availability_exceptions" USING btree ("companion_id","ends_on");