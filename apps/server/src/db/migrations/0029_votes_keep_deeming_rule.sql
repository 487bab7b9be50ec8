-- Deemed owners no longer make the quorum (Civil Code art. 278; DESIGN §7). Votes published or
-- opened before this rule keep the rule they were run under, so their results and evidence still
-- verify: those that deem non-voters (abstain or follow the majority) are marked as the local-rule
-- variant. New votes copy the community's settings, where the law's rule is the default.
UPDATE "votings"
SET "settings" = "settings" || '{"deemedTowardQuorum": true}'::jsonb
WHERE "voting_state" <> 'DRAFT'
  AND "settings"->>'nonResponsePolicy' IN ('ABSTAIN', 'FOLLOW_MAJORITY');
