-- Each signature gets its place in its proposal's commit order (sign_seq 1, 2, 3…), so the server
-- can keep a proposal's signed share and read only the signatures after the last it counted
-- (bench:proposal-sign: recounting every signature on every signing made 30,000 signatures
-- quadratic). Row ids cannot serve: they are taken at the insert, and a lower id may commit after a
-- higher one has been read. The deferred count trigger (migration 0022) already takes the proposal's
-- row lock at commit; with the lock held, it takes the proposal's next number (last_sign_seq, which
-- unlike fill_count never goes back). The index is partial: a signature's first version, inserted
-- before its place is known, would otherwise leave an entry every later scan steps over.
ALTER TABLE "proposal_fills" ADD COLUMN "sign_seq" integer;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "last_sign_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "proposal_fills_proposal_seq_idx" ON "proposal_fills" USING btree ("proposal_id","sign_seq") WHERE "proposal_fills"."sign_seq" is not null;--> statement-breakpoint
UPDATE "proposal_fills" f SET "sign_seq" = s.n
  FROM (SELECT id, row_number() OVER (PARTITION BY proposal_id ORDER BY id) AS n FROM proposal_fills) s
  WHERE f.id = s.id;--> statement-breakpoint
UPDATE "proposals" p SET "last_sign_seq" = (SELECT coalesce(max(sign_seq), 0) FROM proposal_fills f WHERE f.proposal_id = p.id);--> statement-breakpoint
CREATE FUNCTION "proposal_fill_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE place integer;
BEGIN
  UPDATE proposals SET fill_count = fill_count + 1, last_sign_seq = last_sign_seq + 1
    WHERE id = NEW.proposal_id RETURNING last_sign_seq INTO place;
  UPDATE proposal_fills SET sign_seq = place WHERE id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "proposal_fills_count_ins" ON "proposal_fills";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "proposal_fills_count_ins" AFTER INSERT ON "proposal_fills" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION proposal_fill_counted();
