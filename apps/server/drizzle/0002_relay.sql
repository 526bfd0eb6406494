CREATE TABLE "relay_acks" (
	"client_id" text NOT NULL,
	"topic" text NOT NULL,
	"hash" text NOT NULL,
	"expires_at" bigint NOT NULL,
	CONSTRAINT "relay_acks_client_id_topic_hash_pk" PRIMARY KEY("client_id","topic","hash")
);
--> statement-breakpoint
CREATE TABLE "relay_messages" (
	"topic" text NOT NULL,
	"hash" text NOT NULL,
	"message" text NOT NULL,
	"tag" integer NOT NULL,
	"sender" text NOT NULL,
	"published_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	CONSTRAINT "relay_messages_topic_hash_pk" PRIMARY KEY("topic","hash")
);
--> statement-breakpoint
CREATE INDEX "relay_acks_expires_at" ON "relay_acks" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "relay_messages_expires_at" ON "relay_messages" USING btree ("expires_at");