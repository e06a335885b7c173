ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_amount" integer;--> statement-breakpoint
ALTER TABLE "guide_reviews" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "guide_reviews" ADD CONSTRAINT "guide_reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_reviews" ADD CONSTRAINT "guide_reviews_booking_id_unique" UNIQUE("booking_id");