ALTER TABLE "user" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "destination_closures" ADD COLUMN "hi" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "hi" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "package_accommodations" ADD COLUMN "hi" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "package_cost_items" ADD COLUMN "hi" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "package_gallery" ADD COLUMN "hi" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "package_itinerary_days" ADD COLUMN "hi" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "hi" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "hi" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_language_known" CHECK ("language" in ('en', 'hi'));--> statement-breakpoint
-- Hindi texts are objects of texts (issue 15); anything else is refused.
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_hi_object" CHECK (jsonb_typeof("hi") = 'object');--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_hi_object" CHECK (jsonb_typeof("hi") = 'object');--> statement-breakpoint
ALTER TABLE "guides" ADD CONSTRAINT "guides_hi_object" CHECK (jsonb_typeof("hi") = 'object');--> statement-breakpoint
CREATE TRIGGER guides_catalogue_changed AFTER UPDATE OF hi ON guides
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
