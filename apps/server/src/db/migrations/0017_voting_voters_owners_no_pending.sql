DROP INDEX "voting_voters_owners_idx";--> statement-breakpoint
CREATE INDEX "voting_voters_owners_idx" ON "voting_voters" USING gin ("owner_user_ids") WITH (fastupdate=false);