CREATE TABLE "class_enrolment" (
	"school_id" uuid NOT NULL,
	"class_level" text NOT NULL,
	"students" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "class_enrolment_school_id_class_level_pk" PRIMARY KEY("school_id","class_level")
);
--> statement-breakpoint
CREATE TABLE "class_session_months" (
	"school_id" uuid NOT NULL,
	"class_level" text NOT NULL,
	"month" date NOT NULL,
	"days" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "class_session_months_school_id_class_level_month_pk" PRIMARY KEY("school_id","class_level","month")
);
--> statement-breakpoint
CREATE TABLE "institution_session_stats" (
	"institution_id" uuid NOT NULL,
	"span" text NOT NULL,
	"start" date NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"ended" integer DEFAULT 0 NOT NULL,
	"in_progress" integer DEFAULT 0 NOT NULL,
	"attended" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "institution_session_stats_institution_id_span_start_pk" PRIMARY KEY("institution_id","span","start")
);
--> statement-breakpoint
CREATE TABLE "school_session_stats" (
	"school_id" uuid NOT NULL,
	"institution_id" uuid NOT NULL,
	"span" text NOT NULL,
	"start" date NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"ended" integer DEFAULT 0 NOT NULL,
	"in_progress" integer DEFAULT 0 NOT NULL,
	"attended" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "school_session_stats_school_id_span_start_institution_id_pk" PRIMARY KEY("school_id","span","start","institution_id")
);
--> statement-breakpoint
CREATE TABLE "school_student_days" (
	"school_id" uuid NOT NULL,
	"day" date NOT NULL,
	"students" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "school_student_days_school_id_day_pk" PRIMARY KEY("school_id","day")
);
--> statement-breakpoint
CREATE TABLE "teacher_session_stats" (
	"teacher_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"institution_id" uuid NOT NULL,
	"span" text NOT NULL,
	"start" date NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"ended" integer DEFAULT 0 NOT NULL,
	"in_progress" integer DEFAULT 0 NOT NULL,
	"attended" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "teacher_session_stats_teacher_id_school_id_span_start_institution_id_pk" PRIMARY KEY("teacher_id","school_id","span","start","institution_id")
);
--> statement-breakpoint
CREATE TABLE "user_stats" (
	"day" date NOT NULL,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"users" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_stats_day_role_status_pk" PRIMARY KEY("day","role","status")
);
--> statement-breakpoint
CREATE INDEX "class_session_months_month_idx" ON "class_session_months" USING btree ("month","school_id","class_level","days");--> statement-breakpoint
CREATE INDEX "institution_session_stats_span_start_idx" ON "institution_session_stats" USING btree ("span","start");--> statement-breakpoint
CREATE INDEX "school_session_stats_span_start_idx" ON "school_session_stats" USING btree ("span","start","school_id","sessions","attended","total");--> statement-breakpoint
CREATE INDEX "school_session_stats_institution_idx" ON "school_session_stats" USING btree ("institution_id","span","start");--> statement-breakpoint
CREATE INDEX "teacher_session_stats_span_start_idx" ON "teacher_session_stats" USING btree ("span","start","teacher_id","sessions","attended","total");--> statement-breakpoint
CREATE INDEX "teacher_session_stats_school_idx" ON "teacher_session_stats" USING btree ("school_id","span","start");--> statement-breakpoint
CREATE INDEX "teacher_session_stats_institution_idx" ON "teacher_session_stats" USING btree ("institution_id","span","start");--> statement-breakpoint
CREATE INDEX "class_sessions_teacher_date_class_idx" ON "class_sessions" USING btree ("teacher_id","session_date","school_id","class_level");--> statement-breakpoint
CREATE INDEX "class_sessions_in_progress_idx" ON "class_sessions" USING btree ("session_date") WHERE status = 'in_progress';