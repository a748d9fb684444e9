CREATE TABLE "safety_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	"raised_by" text,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" text
);
--> statement-breakpoint
CREATE TABLE "session_check_ins" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone,
	"started_by" text,
	"ended_at" timestamp with time zone,
	"ended_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "safety_alerts" ADD CONSTRAINT "safety_alerts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_alerts" ADD CONSTRAINT "safety_alerts_raised_by_users_id_fk" FOREIGN KEY ("raised_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_alerts" ADD CONSTRAINT "safety_alerts_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_check_ins" ADD CONSTRAINT "session_check_ins_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_check_ins" ADD CONSTRAINT "session_check_ins_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_check_ins" ADD CONSTRAINT "session_check_ins_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "safety_alerts_missed_once_idx" ON "safety_alerts" USING btree ("booking_id","kind") WHERE "safety_alerts"."kind" <> 'emergency';--> statement-breakpoint
CREATE UNIQUE INDEX "safety_alerts_one_open_emergency_idx" ON "safety_alerts" USING btree ("booking_id") WHERE "safety_alerts"."kind" = 'emergency' and "safety_alerts"."acknowledged_at" is null;--> statement-breakpoint
CREATE INDEX "safety_alerts_open_idx" ON "safety_alerts" USING btree ("raised_at") WHERE "safety_alerts"."acknowledged_at" is null;