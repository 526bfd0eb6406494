CREATE TABLE "relay_cursors" (
	"client_id" text NOT NULL,
	"topic" text NOT NULL,
	"acked_before" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	CONSTRAINT "relay_cursors_client_id_topic_pk" PRIMARY KEY("client_id","topic")
);
--> statement-breakpoint
CREATE INDEX "relay_cursors_expires_at" ON "relay_cursors" USING btree ("expires_at");