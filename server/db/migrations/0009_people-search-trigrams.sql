CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "student_details_student_id_trgm_idx" ON "student_details" USING gin ("student_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "student_details_parent_contact_trgm_idx" ON "student_details" USING gin ("parent_contact" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);