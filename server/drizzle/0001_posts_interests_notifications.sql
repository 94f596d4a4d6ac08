-- Trigram indexes below (substring search on subject and title) need pg_trgm; PGlite is given it at start.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."post_owner_role" AS ENUM('student', 'teacher');--> statement-breakpoint
CREATE TYPE "public"."post_status" AS ENUM('open', 'closed', 'removed');--> statement-breakpoint
CREATE TABLE "post_interests" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "user_role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_interests_pkey" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"owner_role" "post_owner_role" NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"subject" text NOT NULL,
	"class" text NOT NULL,
	"time" text NOT NULL,
	"salary" integer NOT NULL,
	"weekly_schedule" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text NOT NULL,
	"is_continuous" boolean DEFAULT false NOT NULL,
	"is_batch" boolean DEFAULT false NOT NULL,
	"max_size" integer,
	"status" "post_status" DEFAULT 'open' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', title || ' ' || subtitle || ' ' || subject || ' ' || description)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"message" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_interests" ADD CONSTRAINT "post_interests_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_interests" ADD CONSTRAINT "post_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_interests_user_id_idx" ON "post_interests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "posts_owner_id_idx" ON "posts" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_role_status_created_at_idx" ON "posts" USING btree ("owner_role","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_class_idx" ON "posts" USING btree ("class");--> statement-breakpoint
CREATE INDEX "posts_salary_idx" ON "posts" USING btree ("salary");--> statement-breakpoint
CREATE INDEX "posts_search_vector_idx" ON "posts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "posts_subject_trgm_idx" ON "posts" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "posts_title_trgm_idx" ON "posts" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_at_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);