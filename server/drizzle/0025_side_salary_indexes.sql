-- Search by salary walks the searched side's open posts in the page's own order (owner_role, then salary, then
-- newest first), cheapest or dearest first, and stops at a page. The index on salary alone held both sides'
-- posts of every status: a student's search by salary walked the students' own requests too, which ask for
-- more than teachers do, reading 20,000 pages at a million posts for a page of 20.
DROP INDEX "posts_salary_idx";--> statement-breakpoint
CREATE INDEX "posts_open_salary_asc_idx" ON "posts" USING btree ("owner_role","salary","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "posts_open_salary_desc_idx" ON "posts" USING btree ("owner_role","salary" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."status" = 'open';