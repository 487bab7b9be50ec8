CREATE TABLE "gov_join_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"join_record_code" text NOT NULL,
	"organize_name" text NOT NULL,
	"level" text NOT NULL,
	"region" text NOT NULL,
	"contact_name" text NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"mobile" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"ip" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gov_join_records_join_record_code_unique" UNIQUE("join_record_code")
);
--> statement-breakpoint
CREATE TABLE "gov_organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_code" text NOT NULL,
	"level" text NOT NULL,
	"street_code" text NOT NULL,
	"gov_community_code" text,
	"organize_name" text NOT NULL,
	"address" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gov_organizations_unit_code_unique" UNIQUE("unit_code")
);
--> statement-breakpoint
CREATE TABLE "gov_solicitation_targets" (
	"solicitation_id" integer NOT NULL,
	"community_id" integer NOT NULL,
	CONSTRAINT "gov_solicitation_targets_solicitation_id_community_id_pk" PRIMARY KEY("solicitation_id","community_id")
);
--> statement-breakpoint
CREATE TABLE "gov_solicitations" (
	"solicitation_id" integer PRIMARY KEY NOT NULL,
	"street_code" text NOT NULL,
	"gov_community_code" text,
	"all_communities" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "intention_solicitations" ADD COLUMN "publisher_kind" text DEFAULT 'COMMUNITY' NOT NULL;--> statement-breakpoint
ALTER TABLE "gov_join_records" ADD CONSTRAINT "gov_join_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gov_organizations" ADD CONSTRAINT "gov_organizations_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gov_solicitation_targets" ADD CONSTRAINT "gov_solicitation_targets_solicitation_id_intention_solicitations_id_fk" FOREIGN KEY ("solicitation_id") REFERENCES "public"."intention_solicitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gov_solicitation_targets" ADD CONSTRAINT "gov_solicitation_targets_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gov_solicitations" ADD CONSTRAINT "gov_solicitations_solicitation_id_intention_solicitations_id_fk" FOREIGN KEY ("solicitation_id") REFERENCES "public"."intention_solicitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gov_join_records_created_idx" ON "gov_join_records" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "gov_solicitation_targets_community_idx" ON "gov_solicitation_targets" USING btree ("community_id");--> statement-breakpoint
CREATE INDEX "gov_solicitations_unit_idx" ON "gov_solicitations" USING btree ("street_code","gov_community_code");