CREATE TYPE "public"."batch_invitation_role" AS ENUM('teacher', 'student');--> statement-breakpoint
CREATE TABLE "batch_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "batch_invitation_role" NOT NULL,
	"invited_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "proposed_salary" integer;--> statement-breakpoint
ALTER TABLE "batch_invitations" ADD CONSTRAINT "batch_invitations_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_invitations" ADD CONSTRAINT "batch_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_invitations" ADD CONSTRAINT "batch_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "batch_invitations_batch_id_user_id_key" ON "batch_invitations" USING btree ("batch_id","user_id");--> statement-breakpoint
CREATE INDEX "batch_invitations_user_id_idx" ON "batch_invitations" USING btree ("user_id");