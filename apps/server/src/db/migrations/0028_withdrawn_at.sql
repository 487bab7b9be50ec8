ALTER TABLE "intention_solicitations" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "issue_quicks" ADD COLUMN "withdrawn_at" timestamp with time zone;