CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" text,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"placeholder" text DEFAULT '' NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_size_positive" CHECK ("photos"."width" > 0 and "photos"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" text,
	"actor_role" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_events_actor_role_known" CHECK ("booking_events"."actor_role" in ('traveller','guide','admin','system'))
);
--> statement-breakpoint
CREATE TABLE "contact_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"admin_id" text,
	"admin_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sent_by" text,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "photo_id" uuid;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "package_gallery" ADD COLUMN "photo_id" uuid;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "season" text;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "photo_id" uuid;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "photo_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_admin_id_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD CONSTRAINT "newsletter_issues_sent_by_user_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","at");--> statement-breakpoint
CREATE INDEX "contact_replies_message_idx" ON "contact_replies" USING btree ("message_id","created_at");--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_gallery" ADD CONSTRAINT "package_gallery_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guides" ADD CONSTRAINT "guides_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_status_idx" ON "newsletter_subscriptions" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_confirm_token_hash_unique" UNIQUE("confirm_token_hash");--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_status_known" CHECK ("destinations"."status" in ('draft','published','unpublished','archived'));--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_status_known" CHECK ("packages"."status" in ('draft','published','unpublished','archived'));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status_known" CHECK ("contact_messages"."status" in ('new','answered','closed'));--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_status_known" CHECK ("newsletter_subscriptions"."status" in ('pending','confirmed','unsubscribed'));--> statement-breakpoint
-- A booking's history (issue 14): every status a booking enters is recorded here by the database,
-- so no code path that changes a status can forget it. A change made on someone's behalf (an admin
-- cancelling for a traveller) names its actor in the transaction's settings yatra.actor_id and
-- yatra.actor_role; otherwise the transition says who acted.
CREATE OR REPLACE FUNCTION booking_status_recorded() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor text := nullif(current_setting('yatra.actor_id', true), '');
  actor_kind text := nullif(current_setting('yatra.actor_role', true), '');
  previous text := CASE WHEN TG_OP = 'UPDATE' THEN OLD.status END;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status IS NOT DISTINCT FROM OLD.status THEN
    RETURN NULL;
  END IF;
  IF actor_kind IS NULL THEN
    actor_kind := CASE
      WHEN NEW.status IN ('pending', 'cancelled') THEN 'traveller'
      WHEN NEW.status IN ('awaiting_payment', 'rejected') THEN 'guide'
      WHEN NEW.status = 'confirmed' AND previous = 'pending' THEN 'guide'
      WHEN NEW.status = 'confirmed' THEN 'traveller'
      ELSE 'system'
    END;
    actor := CASE actor_kind
      WHEN 'traveller' THEN NEW.user_id
      WHEN 'guide' THEN (SELECT user_id FROM guides WHERE id = NEW.guide_id)
    END;
  END IF;
  INSERT INTO booking_events (booking_id, from_status, to_status, actor_id, actor_role)
    VALUES (NEW.id, previous, NEW.status, actor, actor_kind);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER bookings_status_recorded AFTER INSERT OR UPDATE OF status ON bookings
  FOR EACH ROW EXECUTE FUNCTION booking_status_recorded();--> statement-breakpoint
-- Bookings made before the history existed: their request, and where they stand now.
INSERT INTO booking_events (booking_id, from_status, to_status, actor_id, actor_role, at)
  SELECT id, NULL, 'pending', user_id, 'traveller', created_at FROM bookings;--> statement-breakpoint
INSERT INTO booking_events (booking_id, from_status, to_status, actor_id, actor_role, at)
  SELECT id, 'pending', status, NULL, 'system', updated_at FROM bookings WHERE status <> 'pending';--> statement-breakpoint
-- Addresses that signed up before double opt-in asked for the newsletter themselves.
UPDATE newsletter_subscriptions SET status = 'confirmed', confirmed_at = created_at;--> statement-breakpoint
-- A package's details live in these tables too: editing them from the console drops every server's
-- cached catalogue answers, like the destinations and packages triggers (migration 0010).
CREATE TRIGGER package_itinerary_days_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON package_itinerary_days
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();--> statement-breakpoint
CREATE TRIGGER package_accommodations_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON package_accommodations
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();--> statement-breakpoint
CREATE TRIGGER package_cost_items_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON package_cost_items
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();--> statement-breakpoint
CREATE TRIGGER package_gallery_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON package_gallery
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
