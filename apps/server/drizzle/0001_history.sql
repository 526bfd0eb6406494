CREATE TABLE "history_account_transactions" (
	"chain_id" text NOT NULL,
	"address" text NOT NULL,
	"tx_hash" text NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_index" integer NOT NULL,
	"mined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "history_account_transactions_chain_id_address_tx_hash_pk" PRIMARY KEY("chain_id","address","tx_hash")
);
--> statement-breakpoint
CREATE TABLE "history_blocks" (
	"chain_id" text NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	CONSTRAINT "history_blocks_chain_id_block_number_pk" PRIMARY KEY("chain_id","block_number")
);
--> statement-breakpoint
CREATE TABLE "history_cursors" (
	"chain_id" text PRIMARY KEY NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "history_tokens" (
	"chain_id" text NOT NULL,
	"address" text NOT NULL,
	"name" text,
	"symbol" text,
	"decimals" integer,
	"is_spam" boolean DEFAULT false NOT NULL,
	"fetched_at" timestamp with time zone,
	CONSTRAINT "history_tokens_chain_id_address_pk" PRIMARY KEY("chain_id","address")
);
--> statement-breakpoint
CREATE TABLE "history_transfers" (
	"chain_id" text NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"tx_index" integer NOT NULL,
	"mined_at" timestamp with time zone NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"token_address" text,
	"amount" numeric(78, 0) NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "history_transfers_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE INDEX "history_account_chain_page" ON "history_account_transactions" USING btree ("chain_id","address","block_number" DESC NULLS LAST,"tx_index" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "history_account_all_chains_page" ON "history_account_transactions" USING btree ("address","mined_at" DESC NULLS LAST,"chain_id","block_number" DESC NULLS LAST,"tx_index" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "history_account_chain_block" ON "history_account_transactions" USING btree ("chain_id","block_number");--> statement-breakpoint
CREATE INDEX "history_transfers_chain_block" ON "history_transfers" USING btree ("chain_id","block_number");