CREATE TABLE "cancelled_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"teacher_id" uuid NOT NULL,
	"school_id" uuid,
	"class_level" text,
	"cancelled_at" timestamp with time zone NOT NULL,
	"session" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "position_device" text;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "position_seq" bigint;--> statement-breakpoint
ALTER TABLE "session_progress" ADD COLUMN "position_device" text;--> statement-breakpoint
ALTER TABLE "session_progress" ADD COLUMN "position_seq" bigint;--> statement-breakpoint
ALTER TABLE "cancelled_sessions" ADD CONSTRAINT "cancelled_sessions_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cancelled_sessions_teacher_idx" ON "cancelled_sessions" USING btree ("teacher_id");