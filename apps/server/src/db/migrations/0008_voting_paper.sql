CREATE TABLE "voting_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"voting_id" integer NOT NULL,
	"voter_id" integer NOT NULL,
	"method" text NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"proof_attachments" text[] NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voting_online_abandons" (
	"id" serial PRIMARY KEY NOT NULL,
	"voting_id" integer NOT NULL,
	"voter_id" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voting_paper_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_code" text NOT NULL,
	"voting_id" integer NOT NULL,
	"voter_id" integer NOT NULL,
	"choices" jsonb NOT NULL,
	"signer_name" text NOT NULL,
	"attachments" text[] DEFAULT '{}' NOT NULL,
	"state" text NOT NULL,
	"entered_by" integer,
	"entered_at" timestamp with time zone NOT NULL,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone,
	"second_choices" jsonb,
	"reason" text,
	"chain_hash" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "voting_paper_entries_entry_code_unique" UNIQUE("entry_code")
);
--> statement-breakpoint
CREATE TABLE "voting_results" (
	"voting_id" integer PRIMARY KEY NOT NULL,
	"publicity_mode" text NOT NULL,
	"announce" boolean NOT NULL,
	"publicity_end_date" timestamp with time zone,
	"result_file" text,
	"remark" text DEFAULT '' NOT NULL,
	"issues" jsonb NOT NULL,
	"ballot_count" integer NOT NULL,
	"chain_head" text NOT NULL,
	"chain_count" integer NOT NULL,
	"published_by" integer,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "votings" ADD COLUMN "publicity_end_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "voting_deliveries" ADD CONSTRAINT "voting_deliveries_voting_id_votings_id_fk" FOREIGN KEY ("voting_id") REFERENCES "public"."votings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_deliveries" ADD CONSTRAINT "voting_deliveries_voter_id_voting_voters_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."voting_voters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_deliveries" ADD CONSTRAINT "voting_deliveries_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_online_abandons" ADD CONSTRAINT "voting_online_abandons_voting_id_votings_id_fk" FOREIGN KEY ("voting_id") REFERENCES "public"."votings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_online_abandons" ADD CONSTRAINT "voting_online_abandons_voter_id_voting_voters_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."voting_voters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_online_abandons" ADD CONSTRAINT "voting_online_abandons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_paper_entries" ADD CONSTRAINT "voting_paper_entries_voting_id_votings_id_fk" FOREIGN KEY ("voting_id") REFERENCES "public"."votings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_paper_entries" ADD CONSTRAINT "voting_paper_entries_voter_id_voting_voters_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."voting_voters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_paper_entries" ADD CONSTRAINT "voting_paper_entries_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_paper_entries" ADD CONSTRAINT "voting_paper_entries_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_results" ADD CONSTRAINT "voting_results_voting_id_votings_id_fk" FOREIGN KEY ("voting_id") REFERENCES "public"."votings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_results" ADD CONSTRAINT "voting_results_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voting_deliveries_voting_idx" ON "voting_deliveries" USING btree ("voting_id","voter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voting_online_abandons_uq" ON "voting_online_abandons" USING btree ("voting_id","voter_id");--> statement-breakpoint
CREATE INDEX "voting_paper_entries_voting_idx" ON "voting_paper_entries" USING btree ("voting_id","state");--> statement-breakpoint
CREATE INDEX "voting_paper_entries_voter_idx" ON "voting_paper_entries" USING btree ("voter_id");