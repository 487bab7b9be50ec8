-- Evidence is append-only (DESIGN §7): no UPDATE or DELETE on the hash chain, and a counted ballot
-- is never edited in place (a replaced ballot is moved to voting_replaced_ballots by later work).
CREATE OR REPLACE FUNCTION gz_forbid_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% on % is forbidden: the table is append-only evidence', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER evidence_chain_append_only BEFORE UPDATE OR DELETE ON evidence_chain
  FOR EACH ROW EXECUTE FUNCTION gz_forbid_change();
--> statement-breakpoint
CREATE TRIGGER evidence_chain_no_truncate BEFORE TRUNCATE ON evidence_chain
  FOR EACH STATEMENT EXECUTE FUNCTION gz_forbid_change();
--> statement-breakpoint
CREATE TRIGGER voting_ballots_no_update BEFORE UPDATE ON voting_ballots
  FOR EACH ROW EXECUTE FUNCTION gz_forbid_change();
