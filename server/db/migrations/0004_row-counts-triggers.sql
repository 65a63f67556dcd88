-- Exact counts of class_sessions for the admin dashboard, kept by statement-level triggers with transition
-- tables: one counter update per statement, whatever the number of rows (upserts count only inserted rows).
INSERT INTO "row_counts" ("table_name", "n") SELECT 'class_sessions', count(*) FROM "class_sessions"
ON CONFLICT ("table_name") DO UPDATE SET "n" = excluded."n";
--> statement-breakpoint
CREATE FUNCTION "row_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "row_counts" SET "n" = "n" + (SELECT count(*) FROM new_rows) WHERE "table_name" = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "row_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "row_counts" SET "n" = "n" - (SELECT count(*) FROM old_rows) WHERE "table_name" = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "row_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "row_counts" SET "n" = 0 WHERE "table_name" = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "class_sessions_counted_insert" AFTER INSERT ON "class_sessions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_inserted"();
--> statement-breakpoint
CREATE TRIGGER "class_sessions_counted_delete" AFTER DELETE ON "class_sessions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_deleted"();
--> statement-breakpoint
CREATE TRIGGER "class_sessions_counted_truncate" AFTER TRUNCATE ON "class_sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_truncated"();
