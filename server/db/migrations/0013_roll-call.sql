CREATE TABLE "session_absences" (
	"session_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	CONSTRAINT "session_absences_session_id_student_id_pk" PRIMARY KEY("session_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "session_mark_issues" (
	"session_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_mark_issues_session_id_student_id_pk" PRIMARY KEY("session_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "roll_call" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "session_absences" ADD CONSTRAINT "session_absences_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_absences" ADD CONSTRAINT "session_absences_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_mark_issues" ADD CONSTRAINT "session_mark_issues_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_absences_student_idx" ON "session_absences" USING btree ("student_id");