-- The dashboard's booking lists, one page at a time (issue 13): each run of the list's order (tours
-- under way, tours ahead, past tours) is one index range read in order, for every guide, for one
-- status, or for one guide; the end date rides along so the past run needs no table reads.
CREATE INDEX "bookings_start_idx" ON "bookings" ("start_date", "created_at", "id")
  INCLUDE ("end_date");--> statement-breakpoint
CREATE INDEX "bookings_status_start_idx" ON "bookings" ("status", "start_date", "created_at", "id")
  INCLUDE ("end_date");--> statement-breakpoint
CREATE INDEX "bookings_guide_start_idx" ON "bookings" ("guide_id", "start_date", "created_at", "id")
  INCLUDE ("end_date", "status");--> statement-breakpoint
-- Tours under way today: their date range contains today.
CREATE INDEX "bookings_span_idx" ON "bookings"
  USING gist (daterange("start_date", "end_date", '[]'));--> statement-breakpoint
-- Searching every guide's bookings: the traveller's name or e-mail by trigrams, the package by id.
CREATE INDEX "bookings_contact_trgm" ON "bookings"
  USING gin (("name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_package_idx" ON "bookings" ("package_id");
