-- Answers, quick-resolution answers and signatures add to their item's kept count at COMMIT, not at
-- the insert (migration 0020 counted them at the insert). The count update locks the item's row
-- until the transaction ends, so counted at the insert every answer of one questionnaire queued
-- behind the others for its whole remaining transaction (30 answers a second under
-- bench:questionnaire-answer). A deferred row trigger takes that lock just before the commit.
-- Deletions stay counted per statement (migration 0020): a withdrawal deletes thousands of answers
-- at once, and one update per row would rewrite the item's row as many times.
-- Ballots and voters keep their statement triggers: ballots of one vote are chained in order anyway.
CREATE FUNCTION "kept_count_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE %I SET %I = %I + 1 WHERE id = ($1->>%L)::int', TG_ARGV[0], TG_ARGV[1], TG_ARGV[1], TG_ARGV[2])
    USING to_jsonb(NEW);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "intention_answers_count_ins" ON "intention_answers";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "intention_answers_count_ins" AFTER INSERT ON "intention_answers" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION kept_count_row('intention_solicitations', 'answer_count', 'solicitation_id');
--> statement-breakpoint
DROP TRIGGER "issue_quick_answers_count_ins" ON "issue_quick_answers";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "issue_quick_answers_count_ins" AFTER INSERT ON "issue_quick_answers" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION kept_count_row('issue_quicks', 'answer_count', 'issue_quick_id');
--> statement-breakpoint
DROP TRIGGER "proposal_fills_count_ins" ON "proposal_fills";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "proposal_fills_count_ins" AFTER INSERT ON "proposal_fills" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION kept_count_row('proposals', 'fill_count', 'proposal_id');
