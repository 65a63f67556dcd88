CREATE TABLE "class_memberships" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"student_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"class_level" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "class_memberships" ADD CONSTRAINT "class_memberships_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_memberships_class_idx" ON "class_memberships" USING btree ("school_id","class_level","joined_at");--> statement-breakpoint
CREATE INDEX "class_memberships_student_idx" ON "class_memberships" USING btree ("student_id","joined_at");--> statement-breakpoint
CREATE UNIQUE INDEX "class_memberships_current_unique" ON "class_memberships" USING btree ("student_id") WHERE "class_memberships"."left_at" is null;--> statement-breakpoint
CREATE FUNCTION "class_memberships_joined"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A student joins a class now: one who comes back, or an older account made a student, was not there meanwhile.
  INSERT INTO class_memberships (student_id, school_id, class_level, joined_at)
  SELECT n.user_id, n.school_id, n.class_level, now()
  FROM new_rows n
  ORDER BY n.user_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "class_memberships_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A move (another class or school) ends the stay in the old class and starts one in the new, now.
  UPDATE class_memberships m SET left_at = now()
  FROM old_rows o JOIN new_rows n ON n.user_id = o.user_id
  WHERE m.student_id = o.user_id AND m.left_at IS NULL
    AND (o.school_id, o.class_level) IS DISTINCT FROM (n.school_id, n.class_level);
  INSERT INTO class_memberships (student_id, school_id, class_level, joined_at)
  SELECT n.user_id, n.school_id, n.class_level, now()
  FROM old_rows o JOIN new_rows n ON n.user_id = o.user_id
  WHERE (o.school_id, o.class_level) IS DISTINCT FROM (n.school_id, n.class_level)
  ORDER BY n.user_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "class_memberships_left"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE class_memberships m SET left_at = now()
  FROM old_rows o WHERE m.student_id = o.user_id AND m.left_at IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "class_memberships_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE class_memberships SET left_at = now() WHERE left_at IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "student_details_memberships_insert" AFTER INSERT ON "student_details"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "class_memberships_joined"();
--> statement-breakpoint
CREATE TRIGGER "student_details_memberships_update" AFTER UPDATE ON "student_details"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "class_memberships_moved"();
--> statement-breakpoint
CREATE TRIGGER "student_details_memberships_delete" AFTER DELETE ON "student_details"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "class_memberships_left"();
--> statement-breakpoint
CREATE TRIGGER "student_details_memberships_truncate" AFTER TRUNCATE ON "student_details"
  FOR EACH STATEMENT EXECUTE FUNCTION "class_memberships_truncated"();
--> statement-breakpoint
-- The students already there: in their class since their account was made.
INSERT INTO class_memberships (student_id, school_id, class_level, joined_at)
SELECT sd.user_id, sd.school_id, sd.class_level, u.created_at
FROM student_details sd JOIN users u ON u.id = sd.user_id
ORDER BY sd.user_id;
