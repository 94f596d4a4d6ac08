ALTER TABLE "posts" ADD COLUMN "owner_removed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The posts of accounts removed before the column existed.
UPDATE "posts" SET "owner_removed" = true
  WHERE "owner_id" IN (SELECT "id" FROM "users" WHERE "removed_at" IS NOT NULL);
--> statement-breakpoint
-- Searches take owner_role for the owner's role without looking the owner up, so it must be: roles never
-- change, and no post is written with another.
CREATE FUNCTION "posts_owner_role_matches"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "users" WHERE "id" = NEW."owner_id" AND "role"::text = NEW."owner_role"::text) THEN
    RAISE EXCEPTION 'a post''s owner_role must be its owner''s role' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "posts_owner_role_matches" BEFORE INSERT OR UPDATE OF "owner_id", "owner_role" ON "posts"
  FOR EACH ROW EXECUTE FUNCTION "posts_owner_role_matches"();
