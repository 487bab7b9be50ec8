CREATE TABLE "community_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_code" text NOT NULL,
	"kind" text NOT NULL,
	"registrant_user_id" integer NOT NULL,
	"community_id" integer,
	"community_key" text NOT NULL,
	"community_name" text NOT NULL,
	"province_name" text NOT NULL,
	"city_name" text NOT NULL,
	"district_name" text NOT NULL,
	"address" text NOT NULL,
	"street_code" text NOT NULL,
	"gov_community_code" text,
	"organisation_type" text NOT NULL,
	"change_type" text,
	"role_type" text NOT NULL,
	"prove_file_ids" text[] NOT NULL,
	"state" text DEFAULT 'REVIEWING' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"reviewed_by_user_id" integer,
	"reviewed_at" timestamp with time zone,
	"submit_count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "community_registrations_registration_code_unique" UNIQUE("registration_code")
);
--> statement-breakpoint
ALTER TABLE "community_registrations" ADD CONSTRAINT "community_registrations_registrant_user_id_users_id_fk" FOREIGN KEY ("registrant_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_registrations" ADD CONSTRAINT "community_registrations_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_registrations" ADD CONSTRAINT "community_registrations_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_registrations_street_idx" ON "community_registrations" USING btree ("street_code","state");--> statement-breakpoint
CREATE INDEX "community_registrations_gov_community_idx" ON "community_registrations" USING btree ("gov_community_code","state");--> statement-breakpoint
CREATE INDEX "community_registrations_registrant_idx" ON "community_registrations" USING btree ("registrant_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "community_registrations_pending_uq" ON "community_registrations" USING btree ("registrant_user_id","community_key") WHERE "community_registrations"."state" = 'REVIEWING';