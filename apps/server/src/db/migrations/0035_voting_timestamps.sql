CREATE TABLE "voting_timestamps" (
	"id" serial PRIMARY KEY NOT NULL,
	"voting_id" integer NOT NULL,
	"head_hash" text NOT NULL,
	"head_seq" integer NOT NULL,
	"reason" text NOT NULL,
	"tsa" text NOT NULL,
	"token" text,
	"gen_time" timestamp with time zone,
	"serial" text,
	"error" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voting_timestamps" ADD CONSTRAINT "voting_timestamps_voting_id_votings_id_fk" FOREIGN KEY ("voting_id") REFERENCES "public"."votings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voting_timestamps_voting_idx" ON "voting_timestamps" USING btree ("voting_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "voting_timestamps_head_uq" ON "voting_timestamps" USING btree ("voting_id","head_hash") WHERE "voting_timestamps"."token" is not null;