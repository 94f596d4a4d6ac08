CREATE TYPE "public"."gender" AS ENUM('male', 'female');--> statement-breakpoint
CREATE TYPE "public"."medium" AS ENUM('bangla', 'english_version', 'english', 'madrasa');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gender" "gender";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "division" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "area" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "modes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "medium" "medium";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "division" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "area" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "modes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "medium" "medium";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "preferred_tutor_gender" "gender";--> statement-breakpoint
CREATE INDEX "posts_open_division_idx" ON "posts" USING btree ("owner_role","division","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "posts_open_district_idx" ON "posts" USING btree ("owner_role","district","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "posts_open_area_idx" ON "posts" USING btree ("owner_role","district","area","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "posts_open_medium_idx" ON "posts" USING btree ("owner_role","medium","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "posts_open_modes_idx" ON "posts" USING gin ("modes") WITH (fastupdate=false) WHERE "posts"."status" = 'open';