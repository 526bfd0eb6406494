CREATE TABLE "project_origins" (
	"project_id" text NOT NULL,
	"origin" text NOT NULL,
	CONSTRAINT "project_origins_project_id_origin_pk" PRIMARY KEY("project_id","origin")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_origins" ADD CONSTRAINT "project_origins_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;