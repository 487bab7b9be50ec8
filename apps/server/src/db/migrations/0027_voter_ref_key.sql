ALTER TABLE "communities" ADD COLUMN "publish_house_numbers" text DEFAULT 'NO' NOT NULL;--> statement-breakpoint
ALTER TABLE "votings" ADD COLUMN "voter_ref_key" text;