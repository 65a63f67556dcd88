-- Latin digits or the language's own, as the user chose in Hindi or Punjabi (issue 42); null: not chosen (Latin).
ALTER TABLE "users" ADD COLUMN "digits" text;