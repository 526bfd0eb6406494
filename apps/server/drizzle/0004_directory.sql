CREATE TABLE "directory_images" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"content_type" text NOT NULL,
	"body" text NOT NULL,
	"etag" text NOT NULL,
	"source" text DEFAULT 'operator' NOT NULL,
	CONSTRAINT "directory_images_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image_id" text,
	"chains" text[] DEFAULT '{}'::text[] NOT NULL,
	"rdns" text,
	"mobile_link" text,
	"desktop_link" text,
	"webapp_link" text,
	"homepage" text,
	"badge_type" text DEFAULT 'none' NOT NULL,
	"recommended_rank" integer,
	"source" text DEFAULT 'operator' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "is_analytics_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "wallets_order_idx" ON "wallets" USING btree ("recommended_rank","name","id");