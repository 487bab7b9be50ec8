ALTER TABLE "votings" ADD COLUMN "ballot_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "votings" ADD COLUMN "voter_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "fill_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "intention_solicitations" ADD COLUMN "answer_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "issue_quicks" ADD COLUMN "answer_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Participation kept on the item: the government boards read a street's worth of votes, each with
-- thousands of ballots, and counting them per call took a second. One statement trigger per child
-- table adds (or takes away) the rows the statement inserted (deleted) per parent. Children never
-- move to another parent, so updates need no trigger.
-- TG_ARGV: parent table, its count column, the child's column naming the parent.
CREATE FUNCTION "kept_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('UPDATE %I p SET %I = p.%I + c.n FROM (SELECT %I AS id, count(*)::int AS n FROM new_rows GROUP BY 1 ORDER BY 1) c WHERE p.id = c.id',
      TG_ARGV[0], TG_ARGV[1], TG_ARGV[1], TG_ARGV[2]);
  ELSE
    EXECUTE format('UPDATE %I p SET %I = p.%I - c.n FROM (SELECT %I AS id, count(*)::int AS n FROM old_rows GROUP BY 1 ORDER BY 1) c WHERE p.id = c.id',
      TG_ARGV[0], TG_ARGV[1], TG_ARGV[1], TG_ARGV[2]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "voting_ballots_count_ins" AFTER INSERT ON "voting_ballots" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_count('votings', 'ballot_count', 'voting_id');
--> statement-breakpoint
CREATE TRIGGER "voting_ballots_count_del" AFTER DELETE ON "voting_ballots" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_count('votings', 'ballot_count', 'voting_id');
--> statement-breakpoint
CREATE TRIGGER "voting_voters_count_ins" AFTER INSERT ON "voting_voters" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_count('votings', 'voter_count', 'voting_id');
--> statement-breakpoint
CREATE TRIGGER "voting_voters_count_del" AFTER DELETE ON "voting_voters" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_count('votings', 'voter_count', 'voting_id');
--> statement-breakpoint
CREATE TRIGGER "issue_quick_answers_count_ins" AFTER INSERT ON "issue_quick_answers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_count('issue_quicks', 'answer_count', 'issue_quick_id');
--> statement-breakpoint
CREATE TRIGGER "issue_quick_answers_count_del" AFTER DELETE ON "issue_quick_answers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_count('issue_quicks', 'answer_count', 'issue_quick_id');
--> statement-breakpoint
CREATE TRIGGER "intention_answers_count_ins" AFTER INSERT ON "intention_answers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_count('intention_solicitations', 'answer_count', 'solicitation_id');
--> statement-breakpoint
CREATE TRIGGER "intention_answers_count_del" AFTER DELETE ON "intention_answers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_count('intention_solicitations', 'answer_count', 'solicitation_id');
--> statement-breakpoint
CREATE TRIGGER "proposal_fills_count_ins" AFTER INSERT ON "proposal_fills" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_count('proposals', 'fill_count', 'proposal_id');
--> statement-breakpoint
CREATE TRIGGER "proposal_fills_count_del" AFTER DELETE ON "proposal_fills" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_count('proposals', 'fill_count', 'proposal_id');
--> statement-breakpoint
UPDATE "votings" v SET "ballot_count" = (SELECT count(*) FROM voting_ballots b WHERE b.voting_id = v.id),
  "voter_count" = (SELECT count(*) FROM voting_voters r WHERE r.voting_id = v.id);
--> statement-breakpoint
UPDATE "issue_quicks" q SET "answer_count" = (SELECT count(*) FROM issue_quick_answers a WHERE a.issue_quick_id = q.id);
--> statement-breakpoint
UPDATE "intention_solicitations" s SET "answer_count" = (SELECT count(*) FROM intention_answers a WHERE a.solicitation_id = s.id);
--> statement-breakpoint
UPDATE "proposals" p SET "fill_count" = (SELECT count(*) FROM proposal_fills f WHERE f.proposal_id = p.id);
