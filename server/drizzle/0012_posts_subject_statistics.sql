-- The student dashboard looks up the newest open offers of each of a student's subjects through
-- posts_open_offers_subject_idx. Without statistics on lower(subject) the planner guesses a few dozen
-- matches per subject, reads them all through a bitmap and sorts them, instead of walking that index
-- newest first and stopping: at 100,000 posts that made each dashboard about three times slower.
CREATE STATISTICS IF NOT EXISTS "posts_lower_subject_stats" ON (lower("subject")) FROM "posts";--> statement-breakpoint
ANALYZE "posts";
