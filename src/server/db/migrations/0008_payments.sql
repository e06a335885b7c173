CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"payload" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
CREATE TABLE "payment_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"order_id" uuid,
	"kind" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"provider_refund_id" text,
	"method" text,
	"state" text NOT NULL,
	"charge_id" uuid,
	"reason" text,
	"last_error" text,
	"document_number" text,
	"document_issued_on" text,
	"tax_rate_bp" smallint,
	"buyer_gstin" text,
	"buyer_business_name" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_ledger_document_number_unique" UNIQUE("document_number"),
	CONSTRAINT "payment_ledger_amount_positive" CHECK ("payment_ledger"."amount_paise" > 0),
	CONSTRAINT "payment_ledger_kind_known" CHECK ("payment_ledger"."kind" in ('charge','refund')),
	CONSTRAINT "payment_ledger_state_known" CHECK (("payment_ledger"."kind" = 'charge' and "payment_ledger"."state" = 'captured') or ("payment_ledger"."kind" = 'refund' and "payment_ledger"."state" in ('requested','initiated','processed','failed')))
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"payer_reference" text,
	"last_error" text,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_amount_positive" CHECK ("payment_orders"."amount_paise" > 0),
	CONSTRAINT "payment_orders_purpose_known" CHECK ("payment_orders"."purpose" in ('deposit','full','balance')),
	CONSTRAINT "payment_orders_status_known" CHECK ("payment_orders"."status" in ('created','attempted','paid','failed','expired','claimed'))
);
--> statement-breakpoint
CREATE TABLE "test_gateway_records" (
	"id" text PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"order_id" text,
	"payment_id" text,
	"amount_paise" integer NOT NULL,
	"status" text NOT NULL,
	"method" text,
	"receipt" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_payment_status_known";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_known";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_paise" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_due_on" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_reminders" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "business_name" text;--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_event_uq" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_ledger_charge_uq" ON "payment_ledger" USING btree ("provider","provider_payment_id") WHERE "payment_ledger"."kind" = 'charge';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_ledger_refund_uq" ON "payment_ledger" USING btree ("provider","provider_refund_id") WHERE "payment_ledger"."provider_refund_id" is not null;--> statement-breakpoint
CREATE INDEX "payment_ledger_booking_idx" ON "payment_ledger" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payment_ledger_created_idx" ON "payment_ledger" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_ledger_refunds_open_idx" ON "payment_ledger" USING btree ("updated_at") WHERE "payment_ledger"."kind" = 'refund' and "payment_ledger"."state" in ('requested','initiated');--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_provider_order_uq" ON "payment_orders" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE INDEX "payment_orders_booking_idx" ON "payment_orders" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payment_orders_open_idx" ON "payment_orders" USING btree ("created_at") WHERE "payment_orders"."status" in ('created','attempted');--> statement-breakpoint
CREATE INDEX "test_gateway_order_idx" ON "test_gateway_records" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "test_gateway_payment_idx" ON "test_gateway_records" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "bookings_hold_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'awaiting_payment';--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "payment_status";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "refund_amount";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_deposit_positive" CHECK ("bookings"."deposit_paise" is null or "bookings"."deposit_paise" > 0);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_known" CHECK ("bookings"."status" in ('pending','awaiting_payment','confirmed','rejected','cancelled','completed','expired'));--> statement-breakpoint
-- Held dates count too: an accepted, unpaid booking keeps the guide's days for 24 hours (decision 0026).
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_guide_no_overlap";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_guide_no_overlap"
  EXCLUDE USING gist ("guide_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&)
  WHERE ("status" IN ('awaiting_payment', 'confirmed', 'completed'));
