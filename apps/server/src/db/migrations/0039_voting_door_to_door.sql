CREATE TABLE "voting_visit_marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"voting_id" integer NOT NULL,
	"voter_id" integer NOT NULL,
	"house_code" text NOT NULL,
	"mark" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"marked_by" integer,
	"marked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voting_visit_marks" ADD CONSTRAINT "voting_visit_marks_voting_id_votings_id_fk" FOREIGN KEY ("voting_id") REFERENCES "public"."votings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_visit_marks" ADD CONSTRAINT "voting_visit_marks_voter_id_voting_voters_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."voting_voters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_visit_marks" ADD CONSTRAINT "voting_visit_marks_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voting_visit_marks_voting_idx" ON "voting_visit_marks" USING btree ("voting_id","voter_id");