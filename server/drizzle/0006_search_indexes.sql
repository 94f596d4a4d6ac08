DROP INDEX "posts_search_vector_idx";--> statement-breakpoint
DROP INDEX "posts_subject_trgm_idx";--> statement-breakpoint
DROP INDEX "posts_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "users_removed_idx" ON "users" USING btree ("id") WHERE "users"."removed_at" is not null;--> statement-breakpoint
CREATE INDEX "posts_search_vector_idx" ON "posts" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "posts_subject_trgm_idx" ON "posts" USING gin ("subject" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "posts_title_trgm_idx" ON "posts" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);