DROP INDEX "class_sessions_date_idx";--> statement-breakpoint
CREATE INDEX "class_sessions_date_id_idx" ON "class_sessions" USING btree ("session_date","id");--> statement-breakpoint
CREATE INDEX "class_sessions_school_date_id_idx" ON "class_sessions" USING btree ("school_id","session_date","id");