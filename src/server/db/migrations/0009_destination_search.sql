ALTER TABLE "destinations" ADD COLUMN "alt_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Typo-tolerant search (issue 13): trigram matching for misspelt names and substring search, and
-- full-text search for words in descriptions ("beaches" finds "beach").
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "destinations_text_trgm" ON "destinations"
  USING gin (("name" || ' ' || "alt_names" || ' ' || "description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "destinations_names_trgm" ON "destinations"
  USING gin (("name" || ' ' || "alt_names") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "destinations_fts" ON "destinations"
  USING gin (to_tsvector('english', "name" || ' ' || "state" || ' ' || "description"));--> statement-breakpoint
CREATE INDEX "destinations_region_price" ON "destinations" ("region", "avg_price");
