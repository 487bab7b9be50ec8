CREATE TABLE "voting_owner_hidden" (
	"id" serial PRIMARY KEY NOT NULL,
	"voting_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"hidden_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voting_owner_hidden" ADD CONSTRAINT "voting_owner_hidden_voting_id_votings_id_fk" FOREIGN KEY ("voting_id") REFERENCES "public"."votings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_owner_hidden" ADD CONSTRAINT "voting_owner_hidden_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "voting_owner_hidden_uq" ON "voting_owner_hidden" USING btree ("voting_id","user_id");