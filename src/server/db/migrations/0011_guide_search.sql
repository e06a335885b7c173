ALTER TABLE "guides" ADD COLUMN "rating" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The Guides screen's search (issue 13, docs/decisions/0029-guide-search.md). A guide's mean
-- rating and review count live on the guide, recounted from its reviews whenever they change, so
-- sorting thousands of guides by rating reads no review.
CREATE OR REPLACE FUNCTION guide_reviews_recount() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT guide_id) INTO touched FROM new_reviews;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT guide_id) INTO touched FROM old_reviews;
  ELSE
    SELECT array_agg(DISTINCT guide_id) INTO touched
      FROM (SELECT guide_id FROM new_reviews UNION SELECT guide_id FROM old_reviews) changed;
  END IF;
  IF touched IS NULL THEN
    RETURN NULL;
  END IF;
  -- Lock the guides first: a review another transaction adds to the same guide at the same time
  -- is then committed, and seen, before this recount (a new snapshot per statement).
  PERFORM 1 FROM guides WHERE id = ANY (touched) ORDER BY id FOR NO KEY UPDATE;
  UPDATE guides g SET rating = s.rating, review_count = s.review_count
  FROM (
    SELECT t.id, coalesce(avg(r.rating), 0)::double precision AS rating,
      count(r.id)::integer AS review_count
    FROM unnest(touched) AS t(id) LEFT JOIN guide_reviews r ON r.guide_id = t.id
    GROUP BY t.id
  ) s
  WHERE g.id = s.id
    AND (g.rating, g.review_count) IS DISTINCT FROM (s.rating, s.review_count);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER guide_reviews_recount_insert AFTER INSERT ON guide_reviews
  REFERENCING NEW TABLE AS new_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION guide_reviews_recount();--> statement-breakpoint
CREATE TRIGGER guide_reviews_recount_update AFTER UPDATE ON guide_reviews
  REFERENCING OLD TABLE AS old_reviews NEW TABLE AS new_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION guide_reviews_recount();--> statement-breakpoint
CREATE TRIGGER guide_reviews_recount_delete AFTER DELETE ON guide_reviews
  REFERENCING OLD TABLE AS old_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION guide_reviews_recount();--> statement-breakpoint
CREATE OR REPLACE FUNCTION guide_reviews_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE guides SET rating = 0, review_count = 0 WHERE review_count <> 0 OR rating <> 0;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER guide_reviews_recount_truncate AFTER TRUNCATE ON guide_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION guide_reviews_emptied();--> statement-breakpoint
UPDATE guides g SET rating = s.rating, review_count = s.review_count
FROM (
  SELECT guide_id, avg(rating)::double precision AS rating, count(*)::integer AS review_count
  FROM guide_reviews GROUP BY guide_id
) s
WHERE g.id = s.guide_id;--> statement-breakpoint
-- Search: substring (ILIKE) and misspelt names or specializations by trigrams, words by full-text.
CREATE INDEX "guides_text_trgm" ON "guides"
  USING gin (("name" || ' ' || "specialization" || ' ' || "description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "guides_names_trgm" ON "guides"
  USING gin (("name" || ' ' || "specialization") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "guides_fts" ON "guides"
  USING gin (to_tsvector('english', "name" || ' ' || "specialization" || ' ' || "description"));--> statement-breakpoint
-- The language filter ignores case and surrounding spaces, as the screen always has.
CREATE OR REPLACE FUNCTION guide_language_keys(languages text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(lower(btrim(l))), '{}') FROM unnest(languages) AS l $$;--> statement-breakpoint
CREATE INDEX "guides_language_keys" ON "guides" USING gin (guide_language_keys("languages"));--> statement-breakpoint
CREATE INDEX "guides_specialization" ON "guides" ("specialization");--> statement-breakpoint
-- A guide's card shows their regions, licence and reviews: changes to those drop cached answers
-- too (the channel of migration 0010).
CREATE TRIGGER guides_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON guides
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();--> statement-breakpoint
CREATE TRIGGER guide_destinations_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON guide_destinations
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();--> statement-breakpoint
CREATE TRIGGER guide_reviews_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON guide_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();--> statement-breakpoint
CREATE TRIGGER guide_licences_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON guide_licences
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
