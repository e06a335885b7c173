CREATE TABLE "destination_closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"destination_id" integer NOT NULL,
	"starts_on" text NOT NULL,
	"ends_on" text NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "destination_closures_month_days" CHECK ("destination_closures"."starts_on" ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' and "destination_closures"."ends_on" ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$')
);
--> statement-breakpoint
CREATE TABLE "guide_blocked_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"guide_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guide_blocked_dates_ordered" CHECK ("guide_blocked_dates"."end_date" >= "guide_blocked_dates"."start_date")
);
--> statement-breakpoint
CREATE TABLE "guide_destinations" (
	"guide_id" integer NOT NULL,
	"destination_id" integer NOT NULL,
	CONSTRAINT "guide_destinations_guide_id_destination_id_pk" PRIMARY KEY("guide_id","destination_id")
);
--> statement-breakpoint
CREATE TABLE "guide_licences" (
	"id" serial PRIMARY KEY NOT NULL,
	"guide_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"authority" text NOT NULL,
	"expires_on" date NOT NULL,
	"document_key" text NOT NULL,
	"document_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"expiry_notice_for" date,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guide_licences_guide_id_unique" UNIQUE("guide_id"),
	CONSTRAINT "guide_licences_kind_known" CHECK ("guide_licences"."kind" in ('india-tourism-national','india-tourism-regional','state')),
	CONSTRAINT "guide_licences_status_known" CHECK ("guide_licences"."status" in ('pending','verified','rejected'))
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_known";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "working_days" smallint[] DEFAULT '{1,2,3,4,5,6,7}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "calendar_feed_token_hash" text;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "calendar_feed_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "destination_closures" ADD CONSTRAINT "destination_closures_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_blocked_dates" ADD CONSTRAINT "guide_blocked_dates_guide_id_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_destinations" ADD CONSTRAINT "guide_destinations_guide_id_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_destinations" ADD CONSTRAINT "guide_destinations_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_licences" ADD CONSTRAINT "guide_licences_guide_id_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_licences" ADD CONSTRAINT "guide_licences_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "destination_closures_destination_idx" ON "destination_closures" USING btree ("destination_id");--> statement-breakpoint
CREATE INDEX "guide_blocked_dates_guide_idx" ON "guide_blocked_dates" USING btree ("guide_id","start_date");--> statement-breakpoint
CREATE INDEX "guide_destinations_destination_idx" ON "guide_destinations" USING btree ("destination_id");--> statement-breakpoint
CREATE INDEX "guide_licences_expiry_idx" ON "guide_licences" USING btree ("status","expires_on");--> statement-breakpoint
CREATE INDEX "bookings_pending_created_idx" ON "bookings" USING btree ("created_at") WHERE "bookings"."status" = 'pending';--> statement-breakpoint
-- A guide's free-text regions become links to the catalogue's destinations, by the rule the booking
-- form used to apply: a region and a destination name that contain one another, ignoring case.
INSERT INTO "guide_destinations" ("guide_id", "destination_id")
  SELECT DISTINCT g."id", d."id"
  FROM "guides" g
  CROSS JOIN LATERAL unnest(g."regions") AS r(region)
  JOIN "destinations" d
    ON btrim(r.region) <> ''
   AND (strpos(lower(d."name"), lower(btrim(r.region))) > 0
        OR strpos(lower(btrim(r.region)), lower(d."name")) > 0)
  ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "guides" DROP COLUMN "regions";--> statement-breakpoint
-- A guide's blocked days never overlap one another.
ALTER TABLE "guide_blocked_dates" ADD CONSTRAINT "guide_blocked_dates_no_overlap"
  EXCLUDE USING gist ("guide_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&);--> statement-breakpoint
ALTER TABLE "guides" ADD CONSTRAINT "guides_calendar_feed_token_hash_unique" UNIQUE("calendar_feed_token_hash");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_known" CHECK ("bookings"."status" in ('pending','confirmed','rejected','cancelled','completed','expired'));--> statement-breakpoint
ALTER TABLE "guides" ADD CONSTRAINT "guides_working_days_known" CHECK ("guides"."working_days" <@ '{1,2,3,4,5,6,7}'::smallint[]);