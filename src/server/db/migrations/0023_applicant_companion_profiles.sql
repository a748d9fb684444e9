ALTER TABLE "hiring_applications" ADD COLUMN "companion_id" text;--> statement-breakpoint
ALTER TABLE "hiring_applications" ADD CONSTRAINT "hiring_applications_companion_id_companions_id_fk" FOREIGN KEY ("companion_id") REFERENCES "public"."companions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The work area the hiring form called "West Palm Beach County" is Palm Beach County: stored applications say so too.
UPDATE "hiring_applications" SET "areas_to_work" = (SELECT jsonb_agg(CASE WHEN "area" = 'West Palm Beach County' THEN 'Palm Beach County' ELSE "area" END ORDER BY "position") FROM jsonb_array_elements_text("areas_to_work") WITH ORDINALITY AS "areas"("area", "position")) WHERE "areas_to_work" ? 'West Palm Beach County';
