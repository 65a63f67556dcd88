-- The language a user chose (issue 42): en-IN, hi-IN or pa-IN, checked by the API; null until they choose.
ALTER TABLE "users" ADD COLUMN "locale" text;
