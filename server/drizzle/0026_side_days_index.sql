-- A search by days reads the searched side's open posts whose days (scheduleMask: a bit a day) are among the
-- masks that hold every day asked for (daysIncluding), instead of a GIN index of both sides' posts that read
-- every post having each day and intersected them. ANALYZE gathers the mask's statistics now.
DROP INDEX "posts_weekly_schedule_idx";--> statement-breakpoint
CREATE INDEX "posts_open_days_idx" ON "posts" USING btree ("owner_role",(case when 'Sunday' = any("weekly_schedule") then 1 else 0 end + case when 'Monday' = any("weekly_schedule") then 2 else 0 end + case when 'Tuesday' = any("weekly_schedule") then 4 else 0 end + case when 'Wednesday' = any("weekly_schedule") then 8 else 0 end + case when 'Thursday' = any("weekly_schedule") then 16 else 0 end + case when 'Friday' = any("weekly_schedule") then 32 else 0 end + case when 'Saturday' = any("weekly_schedule") then 64 else 0 end)) WHERE "posts"."status" = 'open';--> statement-breakpoint
ANALYZE "posts";
