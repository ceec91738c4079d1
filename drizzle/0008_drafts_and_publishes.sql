CREATE TABLE "drafts" (
	"place" text NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"value" jsonb,
	"base" jsonb,
	"based_at" timestamp with time zone,
	"by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drafts_place_language_pk" PRIMARY KEY("place","language")
);
--> statement-breakpoint
CREATE TABLE "publishes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"by" uuid,
	"at" timestamp with time zone,
	"places" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" uuid,
	"scheduled_for" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"late_ms" integer
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "draft_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_by_admins_id_fk" FOREIGN KEY ("by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishes" ADD CONSTRAINT "publishes_by_admins_id_fk" FOREIGN KEY ("by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishes" ADD CONSTRAINT "publishes_undone_by_admins_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publishes_at_idx" ON "publishes" USING btree ("at");--> statement-breakpoint
CREATE INDEX "publishes_scheduled_for_idx" ON "publishes" USING btree ("scheduled_for");