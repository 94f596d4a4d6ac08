-- The walks searches take most, newest first and by salary, carry what a search's filters check of a post (all
-- but its text): a walk checks each post it passes from the index, and the page reads only its own rows. Before,
-- it read the row of every post it passed over: a teacher's search of requests for 'phys' in batches, by salary,
-- read 2,660 pages at 100,000 posts for its second page; 226 now.
DROP INDEX "posts_role_status_created_at_id_idx";--> statement-breakpoint
DROP INDEX "posts_open_salary_asc_idx";--> statement-breakpoint
DROP INDEX "posts_open_salary_desc_idx";--> statement-breakpoint
CREATE INDEX "posts_role_status_created_at_id_idx" ON "posts" USING btree ("owner_role","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"salary","owner_removed","preferred_tutor_gender","owner_id","subject","class","weekly_schedule","is_continuous","is_batch","max_size","division","district","area","modes","medium");--> statement-breakpoint
CREATE INDEX "posts_open_salary_asc_idx" ON "posts" USING btree ("owner_role","salary","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"owner_removed","preferred_tutor_gender","owner_id","subject","class","weekly_schedule","is_continuous","is_batch","max_size","division","district","area","modes","medium") WHERE "posts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "posts_open_salary_desc_idx" ON "posts" USING btree ("owner_role","salary" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"owner_removed","preferred_tutor_gender","owner_id","subject","class","weekly_schedule","is_continuous","is_batch","max_size","division","district","area","modes","medium") WHERE "posts"."status" = 'open';