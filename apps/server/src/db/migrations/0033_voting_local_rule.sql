ALTER TABLE "community_voting_settings" ADD COLUMN "deemed_toward_quorum" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "community_voting_settings" ADD COLUMN "local_rule_file" text;--> statement-breakpoint
ALTER TABLE "community_voting_settings" ADD COLUMN "local_rule_clause" text;