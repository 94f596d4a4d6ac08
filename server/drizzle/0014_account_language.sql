CREATE TYPE "public"."user_language" AS ENUM('en', 'bn');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" "user_language";