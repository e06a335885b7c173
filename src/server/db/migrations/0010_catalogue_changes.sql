-- Every change to the catalogue is announced on the channel catalogue_changed, after its
-- transaction commits, to every server listening (their in-memory catalogue answers are dropped).
CREATE OR REPLACE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER destinations_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON destinations
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();--> statement-breakpoint
CREATE TRIGGER packages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON packages
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();--> statement-breakpoint
CREATE TRIGGER destination_closures_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON destination_closures
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
