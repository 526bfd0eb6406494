CREATE TABLE "embedded_identities" (
	"project_id" text NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"provider" text NOT NULL,
	"user_id" text NOT NULL,
	"email_verified" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "embedded_identities_project_id_issuer_subject_pk" PRIMARY KEY("project_id","issuer","subject")
);
--> statement-breakpoint
CREATE TABLE "embedded_social_flows" (
	"flow_hash" text PRIMARY KEY NOT NULL,
	"state_hash" text NOT NULL,
	"project_id" text NOT NULL,
	"provider" text NOT NULL,
	"device_hash" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"user_id" text,
	"is_new_user" integer,
	"completion_hash" text,
	"failure" text,
	"used_at" timestamp with time zone,
	CONSTRAINT "embedded_social_flows_state_hash_unique" UNIQUE("state_hash")
);
--> statement-breakpoint
ALTER TABLE "embedded_identities" ADD CONSTRAINT "embedded_identities_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_identities" ADD CONSTRAINT "embedded_identities_user_id_embedded_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."embedded_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_social_flows" ADD CONSTRAINT "embedded_social_flows_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_social_flows" ADD CONSTRAINT "embedded_social_flows_user_id_embedded_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."embedded_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "embedded_identities_user" ON "embedded_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "embedded_social_flows_expires_at" ON "embedded_social_flows" USING btree ("expires_at");