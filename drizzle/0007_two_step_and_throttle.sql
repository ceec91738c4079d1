CREATE TABLE "operational"."login_turns" (
	"key" text PRIMARY KEY NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"held_by" text
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"admin_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	CONSTRAINT "recovery_codes_admin_id_code_hash_pk" PRIMARY KEY("admin_id","code_hash")
);
--> statement-breakpoint
CREATE TABLE "operational"."sign_in_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"admin_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
ALTER TABLE "operational"."login_failures" ADD COLUMN "attempt" text;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;