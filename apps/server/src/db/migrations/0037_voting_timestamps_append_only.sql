-- RFC 3161 tokens and failed attempts are evidence too (issue #22 item 8): rows are only inserted.
CREATE TRIGGER voting_timestamps_append_only BEFORE UPDATE OR DELETE ON voting_timestamps
  FOR EACH ROW EXECUTE FUNCTION gz_forbid_change();
--> statement-breakpoint
CREATE TRIGGER voting_timestamps_no_truncate BEFORE TRUNCATE ON voting_timestamps
  FOR EACH STATEMENT EXECUTE FUNCTION gz_forbid_change();
