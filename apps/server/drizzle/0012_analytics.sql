CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"event" text NOT NULL,
	"properties" jsonb NOT NULL,
	"occurred_at" bigint NOT NULL,
	"received_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_project_received" ON "analytics_events" USING btree ("project_id","received_at");