CREATE TABLE "relay_subscriptions" (
	"client_id" text NOT NULL,
	"topic" text NOT NULL,
	"expires_at" bigint NOT NULL,
	CONSTRAINT "relay_subscriptions_client_id_topic_pk" PRIMARY KEY("client_id","topic")
);
--> statement-breakpoint
CREATE INDEX "relay_subscriptions_expires_at" ON "relay_subscriptions" USING btree ("expires_at");