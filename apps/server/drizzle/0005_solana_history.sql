CREATE TABLE "history_solana_sources" (
	"chain_id" text NOT NULL,
	"address" text NOT NULL,
	"owner" text NOT NULL,
	"newest_signature" text,
	"newest_slot" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "history_solana_sources_chain_id_address_pk" PRIMARY KEY("chain_id","address")
);
--> statement-breakpoint
CREATE TABLE "history_solana_transactions" (
	"chain_id" text NOT NULL,
	"signature" text NOT NULL,
	"fee_payer" text NOT NULL,
	"fee" numeric(20, 0) NOT NULL,
	CONSTRAINT "history_solana_transactions_chain_id_signature_pk" PRIMARY KEY("chain_id","signature")
);
