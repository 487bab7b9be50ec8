CREATE TABLE "community_voting_settings" (
	"community_id" integer PRIMARY KEY NOT NULL,
	"non_response_policy" text DEFAULT 'NOT_PARTICIPATED' NOT NULL,
	"follow_majority_offered" boolean DEFAULT false NOT NULL,
	"blank_counts_as_participation" boolean DEFAULT true NOT NULL,
	"parking_counts_toward_area" boolean DEFAULT false NOT NULL,
	"proxy_voting" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evidence_chain" (
	"id" serial PRIMARY KEY NOT NULL,
	"voting_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"at" text NOT NULL,
	"prev" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vote_white_list" (
	"id" serial PRIMARY KEY NOT NULL,
	"voting_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voting_ballots" (
	"id" serial PRIMARY KEY NOT NULL,
	"voting_id" integer NOT NULL,
	"voter_id" integer NOT NULL,
	"channel" text NOT NULL,
	"user_id" integer,
	"choices" jsonb NOT NULL,
	"chain_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voting_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"voting_id" integer NOT NULL,
	"issue_key" text NOT NULL,
	"sort" smallint NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"issue_type" text NOT NULL,
	"effect_rule_param" jsonb NOT NULL,
	"voting_rule_param" jsonb NOT NULL,
	"counting_rule_param" jsonb
);
--> statement-breakpoint
CREATE TABLE "voting_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"issue_id" integer NOT NULL,
	"choice" text NOT NULL,
	"sort" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voting_replaced_ballots" (
	"id" serial PRIMARY KEY NOT NULL,
	"voting_id" integer NOT NULL,
	"voter_id" integer NOT NULL,
	"channel" text NOT NULL,
	"user_id" integer,
	"choices" jsonb NOT NULL,
	"chain_hash" text NOT NULL,
	"reason" text NOT NULL,
	"cast_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voting_scope" (
	"id" serial PRIMARY KEY NOT NULL,
	"voting_id" integer NOT NULL,
	"building_id" integer,
	"house_id" integer
);
--> statement-breakpoint
CREATE TABLE "voting_voter_houses" (
	"id" serial PRIMARY KEY NOT NULL,
	"voting_id" integer NOT NULL,
	"voter_id" integer NOT NULL,
	"house_id" integer NOT NULL,
	"house_code" text NOT NULL,
	"building_id" integer NOT NULL,
	"area" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voting_voters" (
	"id" serial PRIMARY KEY NOT NULL,
	"voting_id" integer NOT NULL,
	"voter_key" text NOT NULL,
	"owner_user_ids" integer[] NOT NULL,
	"area" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "votings" (
	"id" serial PRIMARY KEY NOT NULL,
	"voting_code" text NOT NULL,
	"community_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"voting_state" text NOT NULL,
	"scope_type" text DEFAULT 'COMMUNITY' NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"pd_start_date" timestamp with time zone,
	"pd_end_date" timestamp with time zone,
	"material_attachments" text[] DEFAULT '{}' NOT NULL,
	"settings" jsonb NOT NULL,
	"roll_frozen_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "votings_voting_code_unique" UNIQUE("voting_code")
);
--> statement-breakpoint
ALTER TABLE "community_voting_settings" ADD CONSTRAINT "community_voting_settings_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_chain" ADD CONSTRAINT "evidence_chain_voting_id_votings_id_fk" FOREIGN KEY ("voting_id") REFERENCES "public"."votings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_white_list" ADD CONSTRAINT "vote_white_list_voting_id_votings_id_fk" FOREIGN KEY ("voting_id") REFERENCES "public"."votings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_white_list" ADD CONSTRAINT "vote_white_list_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_ballots" ADD CONSTRAINT "voting_ballots_voting_id_votings_id_fk" FOREIGN KEY ("voting_id") REFERENCES "public"."votings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_ballots" ADD CONSTRAINT "voting_ballots_voter_id_voting_voters_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."voting_voters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_ballots" ADD CONSTRAINT "voting_ballots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_issues" ADD CONSTRAINT "voting_issues_voting_id_votings_id_fk" FOREIGN KEY ("voting_id") REFERENCES "public"."votings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_options" ADD CONSTRAINT "voting_options_issue_id_voting_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."voting_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_replaced_ballots" ADD CONSTRAINT "voting_replaced_ballots_voting_id_votings_id_fk" FOREIGN KEY ("voting_id") REFERENCES "public"."votings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_replaced_ballots" ADD CONSTRAINT "voting_replaced_ballots_voter_id_voting_voters_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."voting_voters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_replaced_ballots" ADD CONSTRAINT "voting_replaced_ballots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_scope" ADD CONSTRAINT "voting_scope_voting_id_votings_id_fk" FOREIGN KEY ("voting_id") REFERENCES "public"."votings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_scope" ADD CONSTRAINT "voting_scope_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_scope" ADD CONSTRAINT "voting_scope_house_id_houses_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."houses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_voter_houses" ADD CONSTRAINT "voting_voter_houses_voting_id_votings_id_fk" FOREIGN KEY ("voting_id") REFERENCES "public"."votings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_voter_houses" ADD CONSTRAINT "voting_voter_houses_voter_id_voting_voters_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."voting_voters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_voters" ADD CONSTRAINT "voting_voters_voting_id_votings_id_fk" FOREIGN KEY ("voting_id") REFERENCES "public"."votings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votings" ADD CONSTRAINT "votings_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votings" ADD CONSTRAINT "votings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "evidence_chain_seq_uq" ON "evidence_chain" USING btree ("voting_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "vote_white_list_uq" ON "vote_white_list" USING btree ("voting_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voting_ballots_voter_uq" ON "voting_ballots" USING btree ("voting_id","voter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voting_issues_key_uq" ON "voting_issues" USING btree ("voting_id","issue_key");--> statement-breakpoint
CREATE UNIQUE INDEX "voting_options_issue_choice_uq" ON "voting_options" USING btree ("issue_id","choice");--> statement-breakpoint
CREATE INDEX "voting_replaced_ballots_voting_idx" ON "voting_replaced_ballots" USING btree ("voting_id");--> statement-breakpoint
CREATE INDEX "voting_scope_voting_idx" ON "voting_scope" USING btree ("voting_id");--> statement-breakpoint
CREATE INDEX "voting_scope_building_idx" ON "voting_scope" USING btree ("building_id");--> statement-breakpoint
CREATE INDEX "voting_scope_house_idx" ON "voting_scope" USING btree ("house_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voting_voter_houses_uq" ON "voting_voter_houses" USING btree ("voting_id","house_id");--> statement-breakpoint
CREATE INDEX "voting_voter_houses_voter_idx" ON "voting_voter_houses" USING btree ("voter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voting_voters_key_uq" ON "voting_voters" USING btree ("voting_id","voter_key");--> statement-breakpoint
CREATE INDEX "votings_community_idx" ON "votings" USING btree ("community_id","id");