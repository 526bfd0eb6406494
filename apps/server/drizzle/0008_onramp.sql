CREATE TABLE "onramp_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"network" text NOT NULL,
	"asset" text NOT NULL,
	"symbol" text NOT NULL,
	"decimals" integer NOT NULL,
	"recipient" text NOT NULL,
	"partner_user_id" text NOT NULL,
	"payment_currency" text NOT NULL,
	"payment_total_cents" numeric(20, 0) NOT NULL,
	"fee_cents" numeric(20, 0) NOT NULL,
	"network_fee_cents" numeric(20, 0) NOT NULL,
	"purchase_amount" numeric(78, 0) NOT NULL,
	"tx_hash" text,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "onramp_orders_recipient" ON "onramp_orders" USING btree ("recipient","created_at");