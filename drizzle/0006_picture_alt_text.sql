ALTER TABLE "case_studies" ADD COLUMN "image_alts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "intro_logos" ADD COLUMN "alt" text;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "image_alt" text;