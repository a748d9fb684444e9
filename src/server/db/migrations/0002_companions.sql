CREATE TABLE "companions" (
	"id" text PRIMARY KEY NOT NULL,
	"gender" text NOT NULL,
	"name" text NOT NULL,
	"age" integer NOT NULL,
	"location" text NOT NULL,
	"area" text NOT NULL,
	"bio" text NOT NULL,
	"full_bio" text NOT NULL,
	"specialties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"achievements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"personality_traits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hourly_rate_cents" integer NOT NULL,
	"availability" text NOT NULL,
	"working_hours" text NOT NULL,
	"response_time" text NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"interests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"experience" text NOT NULL,
	"background_checked" boolean DEFAULT false NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"companion_id" text NOT NULL,
	"rating" integer NOT NULL,
	"review_text" text,
	"is_vip_member" boolean DEFAULT false NOT NULL,
	"reviewer_name" text NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_companion_id_companions_id_fk" FOREIGN KEY ("companion_id") REFERENCES "public"."companions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companions_gender_idx" ON "companions" USING btree ("gender");--> statement-breakpoint
CREATE INDEX "reviews_companion_idx" ON "reviews" USING btree ("companion_id","is_approved");