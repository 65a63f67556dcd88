-- A cancel record per session id AND teacher (issue 38): another teacher's cancel of an id never blocks a session.
ALTER TABLE "cancelled_sessions" DROP CONSTRAINT "cancelled_sessions_pkey";--> statement-breakpoint
ALTER TABLE "cancelled_sessions" ADD CONSTRAINT "cancelled_sessions_id_teacher_id_pk" PRIMARY KEY("id","teacher_id");
