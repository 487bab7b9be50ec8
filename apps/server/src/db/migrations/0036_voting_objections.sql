CREATE TABLE "voting_objections" (
	"id" serial PRIMARY KEY NOT NULL,
	"objection_code" text NOT NULL,
	"voting_id" integer NOT NULL,
	"voter_id" integer NOT NULL,
	"user_id" integer,
	"reason" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'OPEN' NOT NULL,
	"answer" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"chain_hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_voting_settings" ADD COLUMN "objection_days" smallint DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "voting_results" ADD COLUMN "objection_end_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "voting_results" ADD COLUMN "final_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "voting_objections" ADD CONSTRAINT "voting_objections_voting_id_votings_id_fk" FOREIGN KEY ("voting_id") REFERENCES "public"."votings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_objections" ADD CONSTRAINT "voting_objections_voter_id_voting_voters_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."voting_voters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_objections" ADD CONSTRAINT "voting_objections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_objections" ADD CONSTRAINT "voting_objections_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "voting_objections_code_uq" ON "voting_objections" USING btree ("objection_code");--> statement-breakpoint
CREATE INDEX "voting_objections_voting_idx" ON "voting_objections" USING btree ("voting_id","state");