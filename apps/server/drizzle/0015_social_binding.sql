ALTER TABLE "embedded_social_flows" ADD COLUMN "flow_secret_hash" text;--> statement-breakpoint
ALTER TABLE "embedded_social_flows" ADD COLUMN "launch_hash" text;--> statement-breakpoint
ALTER TABLE "embedded_social_flows" ADD COLUMN "browser_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "embedded_social_flows_launch_hash" ON "embedded_social_flows" USING btree ("launch_hash");--> statement-breakpoint
ALTER TABLE "embedded_devices" ADD COLUMN "recovery_released_at" timestamp with time zone;
