-- Roster changes made while a vote of the community has a frozen roll (issue #22 item 1): the
-- roster accepts them, the vote's roll never sees them, and the vote page lists those in its scope.
-- Raw tables (not in the drizzle schema): only the triggers write them and one query reads them.
CREATE TABLE "roster_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL REFERENCES "communities"("id") ON DELETE cascade,
	"building_id" integer,
	"house_id" integer,
	"subject" text NOT NULL,
	"op" text NOT NULL,
	"old_row" jsonb,
	"new_row" jsonb,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "roster_changes_community_idx" ON "roster_changes" ("community_id", "id");
--> statement-breakpoint
-- The last roster change a vote's frozen roll left out: later ones came after its start.
CREATE TABLE "voting_roll_roster_marks" (
	"voting_id" integer PRIMARY KEY NOT NULL REFERENCES "votings"("id") ON DELETE cascade,
	"change_seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "roster_changes_watched"(community integer) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM votings v
    WHERE v.community_id = community
      AND v.roll_frozen_at IS NOT NULL
      AND v.voting_state IN ('HAS_NOT_STARTED', 'PROCESSING')
  );
$$;
--> statement-breakpoint
CREATE FUNCTION "roster_changes_of_houses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO roster_changes (community_id, building_id, house_id, subject, op, new_row)
    SELECT n.community_id, n.building_id, n.id, 'HOUSE', 'INSERT', to_jsonb(n)
    FROM new_rows n WHERE roster_changes_watched(n.community_id);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO roster_changes (community_id, building_id, house_id, subject, op, old_row)
    SELECT o.community_id, o.building_id, o.id, 'HOUSE', 'DELETE', to_jsonb(o)
    FROM old_rows o WHERE roster_changes_watched(o.community_id);
  ELSE
    INSERT INTO roster_changes (community_id, building_id, house_id, subject, op, old_row, new_row)
    SELECT n.community_id, n.building_id, n.id, 'HOUSE', 'UPDATE', to_jsonb(o), to_jsonb(n)
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE to_jsonb(o) IS DISTINCT FROM to_jsonb(n) AND roster_changes_watched(n.community_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "roster_changes_of_owners"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO roster_changes (community_id, building_id, house_id, subject, op, new_row)
    SELECT h.community_id, h.building_id, h.id, 'OWNER', 'INSERT', to_jsonb(n)
    FROM new_rows n JOIN houses h ON h.id = n.house_id WHERE roster_changes_watched(h.community_id);
  ELSIF TG_OP = 'DELETE' THEN
    -- Owners removed with their house (cascade) have no house left to name: the house's entry says it.
    INSERT INTO roster_changes (community_id, building_id, house_id, subject, op, old_row)
    SELECT h.community_id, h.building_id, h.id, 'OWNER', 'DELETE', to_jsonb(o)
    FROM old_rows o JOIN houses h ON h.id = o.house_id WHERE roster_changes_watched(h.community_id);
  ELSE
    INSERT INTO roster_changes (community_id, building_id, house_id, subject, op, old_row, new_row)
    SELECT h.community_id, h.building_id, h.id, 'OWNER', 'UPDATE', to_jsonb(o), to_jsonb(n)
    FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN houses h ON h.id = n.house_id
    WHERE to_jsonb(o) IS DISTINCT FROM to_jsonb(n) AND roster_changes_watched(h.community_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "houses_roster_changes_ins" AFTER INSERT ON "houses" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION roster_changes_of_houses();
--> statement-breakpoint
CREATE TRIGGER "houses_roster_changes_upd" AFTER UPDATE ON "houses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION roster_changes_of_houses();
--> statement-breakpoint
CREATE TRIGGER "houses_roster_changes_del" AFTER DELETE ON "houses" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION roster_changes_of_houses();
--> statement-breakpoint
CREATE TRIGGER "owner_houses_roster_changes_ins" AFTER INSERT ON "owner_houses" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION roster_changes_of_owners();
--> statement-breakpoint
CREATE TRIGGER "owner_houses_roster_changes_upd" AFTER UPDATE ON "owner_houses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION roster_changes_of_owners();
--> statement-breakpoint
CREATE TRIGGER "owner_houses_roster_changes_del" AFTER DELETE ON "owner_houses" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION roster_changes_of_owners();
