-- The student dashboard's walks read the index alone: the best fit's walk of a (subject, class) pair carries
-- what it checks of each offer (who owns it, whether it is full, its modes and place), and the walks of the
-- newest posts in a district or area carry the subject and class that the best fit matches them by. Before,
-- each of the few hundred offers a dashboard weighs was read from the table too: 2,068 pages a dashboard
-- for a student with 17 (subject, class) pairs at 100,000 posts, 835 now.
DROP INDEX "posts_open_offers_pair_idx";--> statement-breakpoint
DROP INDEX "posts_open_district_idx";--> statement-breakpoint
DROP INDEX "posts_open_area_idx";--> statement-breakpoint
CREATE INDEX "posts_open_offers_pair_idx" ON "posts" USING btree (lower("subject"),"class","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"subject","owner_id","owner_removed","is_batch","max_size","modes","district","area") WHERE "posts"."owner_role" = 'teacher' and "posts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "posts_open_district_idx" ON "posts" USING btree ("owner_role","district","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"subject","class") WHERE "posts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "posts_open_area_idx" ON "posts" USING btree ("owner_role","district","area","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"subject","class") WHERE "posts"."status" = 'open';