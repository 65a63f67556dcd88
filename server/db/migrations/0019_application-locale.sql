-- The language a teacher application was filled in (issue 42): the account made from it starts in it.
ALTER TABLE "teacher_applications" ADD COLUMN "locale" text;