ALTER TABLE "votings" ADD COLUMN "voting_date" date;--> statement-breakpoint
ALTER TABLE "votings" ADD COLUMN "voting_rule" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "votings" ADD COLUMN "sign_attachment" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "votings" ADD COLUMN "face_authorization_letter" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "intention_solicitations" ADD COLUMN "mvc_file" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "intention_solicitations" ADD COLUMN "sign_attachment" text[] DEFAULT '{}' NOT NULL;