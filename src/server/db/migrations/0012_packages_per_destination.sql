-- A destination has any number of packages (docs/decisions/0030-packages-per-destination.md). A
-- package keeps its public number sr_no (links dest_{sr_no} keep working) and names its destination
-- in its own column; every package so far is its destination's only one, numbered as it.
ALTER TABLE "packages" ADD COLUMN "destination_sr_no" integer;--> statement-breakpoint
UPDATE "packages" SET "destination_sr_no" = "sr_no";--> statement-breakpoint
ALTER TABLE "packages" ALTER COLUMN "destination_sr_no" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" DROP CONSTRAINT "packages_sr_no_destinations_sr_no_fk";--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_destination_sr_no_destinations_sr_no_fk" FOREIGN KEY ("destination_sr_no") REFERENCES "public"."destinations"("sr_no") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "packages_destination_sr_no_idx" ON "packages" USING btree ("destination_sr_no");--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_sr_no_positive" CHECK ("packages"."sr_no" > 0);--> statement-breakpoint
-- The Packages screen's search (issue 13), as for destinations (0009): substring and misspelt-name
-- matching by trigrams, words by full-text search; btree indexes for the filters and sorts.
CREATE INDEX "packages_text_trgm" ON "packages"
  USING gin (("name" || ' ' || "description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "packages_name_trgm" ON "packages" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "packages_fts" ON "packages"
  USING gin (to_tsvector('english', "name" || ' ' || "description"));--> statement-breakpoint
CREATE INDEX "packages_price" ON "packages" ("price", "sr_no");--> statement-breakpoint
CREATE INDEX "packages_difficulty_price" ON "packages" ("difficulty", "price");--> statement-breakpoint
CREATE INDEX "packages_name_lower" ON "packages" (lower("name"), "sr_no");--> statement-breakpoint
-- A package's rating and review count are on its card: a review changes cached search answers.
CREATE TRIGGER package_reviews_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON package_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
