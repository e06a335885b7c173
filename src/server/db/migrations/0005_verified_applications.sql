ALTER TABLE "guide_applications" DROP CONSTRAINT "guide_applications_status_known";--> statement-breakpoint
ALTER TABLE "guide_applications" ADD COLUMN "from_account" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guide_applications" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guide_applications" ADD COLUMN "confirmation_token_hash" text;--> statement-breakpoint
ALTER TABLE "guide_applications" ADD COLUMN "confirmation_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guide_applications" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "guide_applications" ADD CONSTRAINT "guide_applications_confirmation_token_hash_unique" UNIQUE("confirmation_token_hash");--> statement-breakpoint
ALTER TABLE "guide_applications" ADD CONSTRAINT "guide_applications_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "guide_applications" ADD CONSTRAINT "guide_applications_status_known" CHECK ("guide_applications"."status" in ('unconfirmed','pending','approved','rejected'));