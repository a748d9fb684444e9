CREATE TABLE "hiring_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"age" text,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"relationship_status" text,
	"areas_to_work" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"weekly_availability" text,
	"transportation_method" text,
	"experience" text,
	"motivation" text,
	"personality_traits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"communication_style" text,
	"social_media_comfort" text,
	"scenario1" text,
	"scenario2" text,
	"headshot_key" text,
	"background_check" boolean NOT NULL,
	"terms" boolean NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_member_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"display_name" text NOT NULL,
	"bio" text NOT NULL,
	"location" text NOT NULL,
	"age" integer DEFAULT 18 NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"interests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phone_number" text,
	"email" text,
	"availability" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"rating" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_member_profiles_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "hiring_applications" ADD CONSTRAINT "hiring_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_member_profiles" ADD CONSTRAINT "vip_member_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;