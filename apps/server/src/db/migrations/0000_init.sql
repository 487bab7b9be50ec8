CREATE TABLE "buildings" (
	"id" serial PRIMARY KEY NOT NULL,
	"building_code" text NOT NULL,
	"community_id" integer NOT NULL,
	"building_name" text NOT NULL,
	"building_attribute" text NOT NULL,
	"unit_count" smallint DEFAULT 1 NOT NULL,
	"floor_count" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buildings_building_code_unique" UNIQUE("building_code")
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "communities" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_info_code" text NOT NULL,
	"community_name" text NOT NULL,
	"has_auth" text DEFAULT 'NO' NOT NULL,
	"vanke_tag" text DEFAULT 'NO' NOT NULL,
	"crm_role" text,
	"experience_tag" text DEFAULT 'NO' NOT NULL,
	"experience_service_tag" text DEFAULT 'NO' NOT NULL,
	"has_open_work_order" text DEFAULT 'NO' NOT NULL,
	"view_only_for_owners" text DEFAULT 'NO' NOT NULL,
	"allow_owner_motion" text DEFAULT 'NO' NOT NULL,
	"organisation_state" text,
	"voting_role_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gov_community_code" text,
	"street_code" text,
	"province_name" text,
	"city_name" text,
	"district_name" text,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "communities_community_info_code_unique" UNIQUE("community_info_code")
);
--> statement-breakpoint
CREATE TABLE "community_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"community_id" integer NOT NULL,
	"roles" text[] NOT NULL,
	"permissions" text[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gov_staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"level" text NOT NULL,
	"street_code" text NOT NULL,
	"gov_community_code" text,
	"has_gov_auth" text DEFAULT 'NO' NOT NULL,
	"position" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gov_staff_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "gov_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"level" text NOT NULL,
	"parent_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gov_units_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "houses" (
	"id" serial PRIMARY KEY NOT NULL,
	"house_code" text NOT NULL,
	"community_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"unit_no" text,
	"floor" smallint NOT NULL,
	"house_no" text NOT NULL,
	"register_area" integer,
	"survey_area" integer,
	"contract_area" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "houses_house_code_unique" UNIQUE("house_code")
);
--> statement-breakpoint
CREATE TABLE "owner_houses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"house_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_logins" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"admin_owner_type" text NOT NULL,
	"state" text DEFAULT 'UNSCENTED_CODE' NOT NULL,
	"scanned_by_user_id" integer,
	"fail_message" text,
	"expires_at" timestamp with time zone NOT NULL,
	"token_issued_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "qr_logins_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"ip" text,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_code" text NOT NULL,
	"mobile" text NOT NULL,
	"owner_name" text,
	"avatar" text,
	"card_no" text,
	"position" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_user_code_unique" UNIQUE("user_code"),
	CONSTRAINT "users_mobile_unique" UNIQUE("mobile")
);
--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_members" ADD CONSTRAINT "community_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_members" ADD CONSTRAINT "community_members_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gov_staff" ADD CONSTRAINT "gov_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "houses" ADD CONSTRAINT "houses_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "houses" ADD CONSTRAINT "houses_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_houses" ADD CONSTRAINT "owner_houses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_houses" ADD CONSTRAINT "owner_houses_house_id_houses_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."houses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_logins" ADD CONSTRAINT "qr_logins_scanned_by_user_id_users_id_fk" FOREIGN KEY ("scanned_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buildings_community_idx" ON "buildings" USING btree ("community_id");--> statement-breakpoint
CREATE INDEX "captchas_mobile_idx" ON "captchas" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "communities_gov_community_idx" ON "communities" USING btree ("gov_community_code");--> statement-breakpoint
CREATE INDEX "communities_street_idx" ON "communities" USING btree ("street_code");--> statement-breakpoint
CREATE UNIQUE INDEX "community_members_user_community_uq" ON "community_members" USING btree ("user_id","community_id");--> statement-breakpoint
CREATE INDEX "community_members_community_idx" ON "community_members" USING btree ("community_id");--> statement-breakpoint
CREATE INDEX "houses_building_idx" ON "houses" USING btree ("building_id");--> statement-breakpoint
CREATE INDEX "houses_community_idx" ON "houses" USING btree ("community_id");--> statement-breakpoint
CREATE UNIQUE INDEX "houses_building_unit_no_uq" ON "houses" USING btree ("building_id","unit_no","house_no");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_houses_user_house_uq" ON "owner_houses" USING btree ("user_id","house_id");--> statement-breakpoint
CREATE INDEX "owner_houses_house_idx" ON "owner_houses" USING btree ("house_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_codes_mobile_idx" ON "sms_codes" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "sms_sends_mobile_sent_idx" ON "sms_sends" USING btree ("mobile","sent_at");