CREATE TABLE "companion_invitations" (
	"email" text PRIMARY KEY NOT NULL,
	"companion_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companion_invitations" ADD CONSTRAINT "companion_invitations_companion_id_companions_id_fk" FOREIGN KEY ("companion_id") REFERENCES "public"."companions"("id") ON DELETE cascade ON UPDATE no action;