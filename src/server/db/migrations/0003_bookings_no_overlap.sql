-- A guide can never hold two confirmed (or completed) bookings whose dates overlap.
-- Dates are inclusive calendar days in India time, so the range is closed on both ends.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_guide_no_overlap"
  EXCLUDE USING gist ("guide_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&)
  WHERE ("status" IN ('confirmed', 'completed'));
