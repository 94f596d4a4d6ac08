CREATE TYPE "public"."attendance_status" AS ENUM('present', 'late', 'absent');--> statement-breakpoint
CREATE TABLE "attendance" (
	"session_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"status" "attendance_status" NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_pkey" PRIMARY KEY("session_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"token_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "class_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"cancelled_at" timestamp with time zone,
	"held_at" timestamp with time zone,
	"note" text,
	"join_class_link" text,
	"join_class_expires_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "duration_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "start_date" date DEFAULT (now() at time zone 'Asia/Dhaka')::date NOT NULL;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "sessions_until" timestamp with time zone;--> statement-breakpoint
-- A batch made before classes were planned started on the day it was made.
UPDATE "batches" SET "start_date" = ("created_at" at time zone 'Asia/Dhaka')::date;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_student_id_idx" ON "attendance" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_sessions_batch_slot_key" ON "class_sessions" USING btree ("batch_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "class_sessions_batch_starts_idx" ON "class_sessions" USING btree ("batch_id","starts_at");--> statement-breakpoint
CREATE INDEX "class_sessions_reminder_due_idx" ON "class_sessions" USING btree ("starts_at") WHERE "class_sessions"."reminded_at" is null and "class_sessions"."cancelled_at" is null and "class_sessions"."held_at" is null;--> statement-breakpoint
CREATE INDEX "batches_sessions_until_idx" ON "batches" USING btree ("sessions_until") WHERE "batches"."deleted_at" is null;