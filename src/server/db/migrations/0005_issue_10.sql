CREATE TABLE "sign_in_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"notice_sent" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_totp_codes" (
	"user_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "used_totp_codes_user_id_code_hash_pk" PRIMARY KEY("user_id","code_hash")
);
--> statement-breakpoint
ALTER TABLE "guide_applications" DROP CONSTRAINT "guide_applications_status_known";--> statement-breakpoint
ALTER TABLE "guide_reviews" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "guide_applications" ADD COLUMN "from_account" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guide_applications" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guide_applications" ADD COLUMN "confirmation_token_hash" text;--> statement-breakpoint
ALTER TABLE "guide_applications" ADD COLUMN "confirmation_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guide_applications" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "used_totp_codes" ADD CONSTRAINT "used_totp_codes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_reviews" ADD CONSTRAINT "guide_reviews_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "guide_applications" ADD CONSTRAINT "guide_applications_confirmation_token_hash_unique" UNIQUE("confirmation_token_hash");--> statement-breakpoint
ALTER TABLE "guide_applications" ADD CONSTRAINT "guide_applications_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "guide_applications" ADD CONSTRAINT "guide_applications_status_known" CHECK ("guide_applications"."status" in ('unconfirmed','pending','approved','rejected'));