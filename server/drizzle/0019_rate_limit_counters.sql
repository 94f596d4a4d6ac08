-- UNLOGGED (written by hand; drizzle-kit has no such option): a counter is written on every limited request,
-- and without WAL that write needs no flush at commit. A crash or a failover starts the windows afresh.
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
