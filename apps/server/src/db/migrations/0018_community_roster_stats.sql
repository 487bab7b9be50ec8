CREATE TABLE "community_roster_stats" (
	"community_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"computed_version" bigint DEFAULT 0 NOT NULL,
	"building_count" integer DEFAULT 0 NOT NULL,
	"house_count" integer DEFAULT 0 NOT NULL,
	"owner_count" integer DEFAULT 0 NOT NULL,
	"certified_house_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_roster_stats" ADD CONSTRAINT "community_roster_stats_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every write to the roster marks the communities it touched: their figures are recounted on the next read.
CREATE FUNCTION "roster_stats_touch"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO community_roster_stats (community_id)
  SELECT DISTINCT id FROM unnest(ids) AS id WHERE id IS NOT NULL ORDER BY id
  ON CONFLICT (community_id) DO UPDATE SET version = community_roster_stats.version + 1;
$$;
--> statement-breakpoint
CREATE FUNCTION "roster_stats_by_community"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM roster_stats_touch(ARRAY(SELECT community_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM roster_stats_touch(ARRAY(SELECT community_id FROM old_rows));
  ELSE
    PERFORM roster_stats_touch(ARRAY(SELECT community_id FROM old_rows UNION SELECT community_id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "roster_stats_by_house"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM roster_stats_touch(ARRAY(SELECT h.community_id FROM new_rows r JOIN houses h ON h.id = r.house_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM roster_stats_touch(ARRAY(SELECT h.community_id FROM old_rows r JOIN houses h ON h.id = r.house_id));
  ELSE
    PERFORM roster_stats_touch(ARRAY(
      SELECT h.community_id FROM old_rows r JOIN houses h ON h.id = r.house_id
      UNION SELECT h.community_id FROM new_rows r JOIN houses h ON h.id = r.house_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "buildings_roster_stats_ins" AFTER INSERT ON "buildings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION roster_stats_by_community();
--> statement-breakpoint
CREATE TRIGGER "buildings_roster_stats_upd" AFTER UPDATE ON "buildings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION roster_stats_by_community();
--> statement-breakpoint
CREATE TRIGGER "buildings_roster_stats_del" AFTER DELETE ON "buildings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION roster_stats_by_community();
--> statement-breakpoint
CREATE TRIGGER "houses_roster_stats_ins" AFTER INSERT ON "houses" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION roster_stats_by_community();
--> statement-breakpoint
CREATE TRIGGER "houses_roster_stats_upd" AFTER UPDATE ON "houses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION roster_stats_by_community();
--> statement-breakpoint
CREATE TRIGGER "houses_roster_stats_del" AFTER DELETE ON "houses" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION roster_stats_by_community();
--> statement-breakpoint
CREATE TRIGGER "owner_houses_roster_stats_ins" AFTER INSERT ON "owner_houses" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION roster_stats_by_house();
--> statement-breakpoint
CREATE TRIGGER "owner_houses_roster_stats_upd" AFTER UPDATE ON "owner_houses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION roster_stats_by_house();
--> statement-breakpoint
CREATE TRIGGER "owner_houses_roster_stats_del" AFTER DELETE ON "owner_houses" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION roster_stats_by_house();
