CREATE TABLE "embedded_key_check" (
	"id" integer PRIMARY KEY NOT NULL,
	"check_value" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
