-- Whether an offer has a seat left is read with the offer: the student dashboard checks it of every offer it
-- passes, and counting each one's interests cost half of the dashboard's statement.
ALTER TABLE "posts" ADD COLUMN "joined_students" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "posts" SET "joined_students" = joined."students"
  FROM (SELECT "post_id", count(*) AS "students" FROM "post_interests" WHERE "role" = 'student' GROUP BY "post_id") joined
  WHERE "posts"."id" = joined."post_id";
--> statement-breakpoint
-- Kept by the statement that adds or removes interests, in its transaction, whichever code (or cascade) runs it:
-- each post it touched once, by the students it gained less those it lost.
CREATE FUNCTION "posts_count_joined_students"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "posts" SET "joined_students" = "joined_students" + change."students"
      FROM (SELECT "post_id", count(*) AS "students" FROM added WHERE "role" = 'student' GROUP BY "post_id") change
      WHERE "posts"."id" = change."post_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "posts" SET "joined_students" = "joined_students" - change."students"
      FROM (SELECT "post_id", count(*) AS "students" FROM removed WHERE "role" = 'student' GROUP BY "post_id") change
      WHERE "posts"."id" = change."post_id";
  ELSE
    UPDATE "posts" SET "joined_students" = "joined_students" + change."students"
      FROM (
        SELECT "post_id", sum("students") AS "students" FROM (
          SELECT "post_id", 1 AS "students" FROM added WHERE "role" = 'student'
          UNION ALL
          SELECT "post_id", -1 FROM removed WHERE "role" = 'student'
        ) moved GROUP BY "post_id"
      ) change
      WHERE "posts"."id" = change."post_id" AND change."students" <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "post_interests_added" AFTER INSERT ON "post_interests" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "posts_count_joined_students"();--> statement-breakpoint
CREATE TRIGGER "post_interests_removed" AFTER DELETE ON "post_interests" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION "posts_count_joined_students"();--> statement-breakpoint
CREATE TRIGGER "post_interests_moved" AFTER UPDATE ON "post_interests"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "posts_count_joined_students"();--> statement-breakpoint
-- The best fit's walks check the seat from the index, with what else they check of an offer.
DROP INDEX "posts_open_offers_pair_idx";--> statement-breakpoint
CREATE INDEX "posts_open_offers_pair_idx" ON "posts" USING btree (lower("subject"),"class","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"subject","owner_id","owner_removed","is_batch","max_size","joined_students","modes","district","area") WHERE "posts"."owner_role" = 'teacher' and "posts"."status" = 'open';
