-- Files of items already published to owners before publication made them public (see
-- modules/file/publish.ts): owners open them by pubAttachmentId like those published from now on.
-- Drafts, sign sheets and workgroup-only quick resolutions stay private.
UPDATE "attachments" SET "is_public" = 'YES'
WHERE "is_public" <> 'YES' AND "attachment_id" IN (
  SELECT unnest("material_attachments") FROM "votings" WHERE "voting_state" <> 'DRAFT'
  UNION SELECT unnest("desc_file" || "mvc_file") FROM "issue_quicks"
    WHERE "is_draft" = 'NO' AND "participant_type" = 'OWNER'
  UNION SELECT unnest(s."desc_file") FROM "intention_solicitations" s WHERE s."is_draft" = 'NO'
  UNION SELECT unnest(q."desc_file") FROM "intention_questions" q
    JOIN "intention_solicitations" s ON s."id" = q."solicitation_id" WHERE s."is_draft" = 'NO'
  UNION SELECT unnest(o."desc_file") FROM "intention_options" o
    JOIN "intention_questions" q ON q."id" = o."question_id"
    JOIN "intention_solicitations" s ON s."id" = q."solicitation_id" WHERE s."is_draft" = 'NO'
  UNION SELECT unnest("material_attachments") FROM "proposals"
);
