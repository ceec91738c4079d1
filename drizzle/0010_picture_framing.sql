CREATE TABLE "picture_framing" (
	"url" text PRIMARY KEY NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "picture_framing_x_range" CHECK ("picture_framing"."x" between 0 and 100),
	CONSTRAINT "picture_framing_y_range" CHECK ("picture_framing"."y" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "picture_framing" ADD CONSTRAINT "picture_framing_by_admins_id_fk" FOREIGN KEY ("by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;