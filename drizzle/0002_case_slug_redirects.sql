CREATE TABLE "case_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"case_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_slug_redirects" ADD CONSTRAINT "case_slug_redirects_case_id_case_studies_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;