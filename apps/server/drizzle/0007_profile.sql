CREATE TABLE "profile_names" (
	"name" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"zone" text NOT NULL,
	"owner" text NOT NULL,
	"addresses" jsonb NOT NULL,
	"attributes" jsonb NOT NULL,
	"message" text NOT NULL,
	"signature" text NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "profile_names_owner" ON "profile_names" USING btree ("owner","registered_at");