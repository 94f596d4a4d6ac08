CREATE TYPE "public"."payment_status" AS ENUM('pending', 'paid', 'failed', 'cancelled', 'held');--> statement-breakpoint
CREATE TABLE "payment_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"opened_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_rounds_amount_range" CHECK ("payment_rounds"."amount" between 10 and 500000)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"teacher_id" uuid,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'BDT' NOT NULL,
	"tran_id" text NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"val_id" text,
	"bank_tran_id" text,
	"card_type" text,
	"risk_level" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_tran_id_key" UNIQUE("tran_id")
);
--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "join_class_link" text;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "join_class_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_rounds" ADD CONSTRAINT "payment_rounds_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_rounds" ADD CONSTRAINT "payment_rounds_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_round_id_payment_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."payment_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_rounds_batch_id_created_at_idx" ON "payment_rounds" USING btree ("batch_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_round_id_student_id_status_idx" ON "payments" USING btree ("round_id","student_id","status");--> statement-breakpoint
CREATE INDEX "payments_student_id_created_at_idx" ON "payments" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_batch_id_idx" ON "payments" USING btree ("batch_id");