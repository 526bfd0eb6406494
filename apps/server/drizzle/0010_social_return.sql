ALTER TABLE "embedded_social_flows" ADD COLUMN "redirect_uri" text;--> statement-breakpoint
ALTER TABLE "embedded_social_flows" ADD COLUMN "return_url" text;--> statement-breakpoint
ALTER TABLE "embedded_social_flows" ADD COLUMN "user_name" text;