DROP INDEX "posts_open_modes_idx";--> statement-breakpoint
CREATE INDEX "posts_modes_idx" ON "posts" USING gin ("modes") WITH (fastupdate=false);