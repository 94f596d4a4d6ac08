-- Each side's keyword search reads the other side's open posts through an index of its own, on an expression
-- (openPostText in the schema) whose statistics are that side's alone: with one index over both sides, a word
-- common in teachers' offers and absent from students' requests was taken to be common in both, and the
-- planner walked every request, newest first, looking for it. ANALYZE gathers those statistics now.
DROP INDEX "posts_search_vector_idx";--> statement-breakpoint
CREATE INDEX "posts_open_offers_text_idx" ON "posts" USING gin ((case when "owner_role" = 'teacher' and "status" = 'open' then "search_vector" end)) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "posts_open_requests_text_idx" ON "posts" USING gin ((case when "owner_role" = 'student' and "status" = 'open' then "search_vector" end)) WITH (fastupdate=false);--> statement-breakpoint
ANALYZE "posts";
