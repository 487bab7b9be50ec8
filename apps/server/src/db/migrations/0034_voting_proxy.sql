CREATE TABLE "voting_proxies" (
	"id" serial PRIMARY KEY NOT NULL,
	"proxy_code" text NOT NULL,
	"voting_id" integer NOT NULL,
	"principal_voter_id" integer NOT NULL,
	"principal_user_id" integer,
	"principal_name" text NOT NULL,
	"proxy_mobile" text NOT NULL,
	"proxy_name" text NOT NULL,
	"proxy_relation" text NOT NULL,
	"source" text NOT NULL,
	"signature_file" text,
	"paper_file" text,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"cast_at" timestamp with time zone,
	"cast_hash" text,
	CONSTRAINT "voting_proxies_proxy_code_unique" UNIQUE("proxy_code")
);
--> statement-breakpoint
ALTER TABLE "community_voting_settings" ADD COLUMN "proxy_max_principals" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "voting_proxies" ADD CONSTRAINT "voting_proxies_voting_id_votings_id_fk" FOREIGN KEY ("voting_id") REFERENCES "public"."votings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_proxies" ADD CONSTRAINT "voting_proxies_principal_voter_id_voting_voters_id_fk" FOREIGN KEY ("principal_voter_id") REFERENCES "public"."voting_voters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_proxies" ADD CONSTRAINT "voting_proxies_principal_user_id_users_id_fk" FOREIGN KEY ("principal_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_proxies" ADD CONSTRAINT "voting_proxies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_proxies" ADD CONSTRAINT "voting_proxies_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "voting_proxies_active_uq" ON "voting_proxies" USING btree ("voting_id","principal_voter_id") WHERE "voting_proxies"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "voting_proxies_mobile_idx" ON "voting_proxies" USING btree ("voting_id","proxy_mobile");