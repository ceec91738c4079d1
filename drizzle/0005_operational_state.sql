CREATE SCHEMA "operational";
--> statement-breakpoint
CREATE TABLE "operational"."login_failures" (
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operational"."presence" (
	"item" text NOT NULL,
	"admin_id" text NOT NULL,
	"name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presence_item_admin_id_pk" PRIMARY KEY("item","admin_id")
);
--> statement-breakpoint
CREATE INDEX "login_failures_key_at_idx" ON "operational"."login_failures" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "login_failures_at_idx" ON "operational"."login_failures" USING btree ("at");