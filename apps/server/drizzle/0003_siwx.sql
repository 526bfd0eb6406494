CREATE TABLE "siwx_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "siwx_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"project_id" text NOT NULL,
	"address" text NOT NULL,
	"caip_network_id" text NOT NULL,
	"message" text NOT NULL,
	"signature" text NOT NULL,
	"cacao" jsonb,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "siwx_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "siwx_nonces" ADD CONSTRAINT "siwx_nonces_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siwx_sessions" ADD CONSTRAINT "siwx_sessions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "siwx_nonces_expires_at" ON "siwx_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "siwx_sessions_project_address" ON "siwx_sessions" USING btree ("project_id","address");