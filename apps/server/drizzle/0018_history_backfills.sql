ALTER TABLE "history_cursors" ADD COLUMN "start_block" bigint;--> statement-breakpoint
UPDATE "history_cursors" SET "start_block" = coalesce((SELECT min("block_number") FROM "history_transfers" WHERE "history_transfers"."chain_id" = "history_cursors"."chain_id"), "history_cursors"."block_number" + 1);--> statement-breakpoint
ALTER TABLE "history_cursors" ALTER COLUMN "start_block" SET NOT NULL;--> statement-breakpoint
CREATE TABLE "history_backfills" (
	"chain_id" text NOT NULL,
	"address" text NOT NULL,
	"up_to" bigint NOT NULL,
	"logs_below" bigint NOT NULL,
	"native_below" bigint NOT NULL,
	"native_source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "history_backfills_chain_id_address_pk" PRIMARY KEY("chain_id","address")
);
