CREATE TABLE "siwx_signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"alg" text NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_jwk" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"signs_from" timestamp with time zone NOT NULL,
	"signs_until" timestamp with time zone NOT NULL,
	"published_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "siwx_signing_keys_published_until" ON "siwx_signing_keys" USING btree ("published_until");
