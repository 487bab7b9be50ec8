CREATE TABLE "owner_certifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"certification_code" text NOT NULL,
	"community_id" integer NOT NULL,
	"house_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"certification_type" text NOT NULL,
	"owner_name" text NOT NULL,
	"card_type" text NOT NULL,
	"card_no" text NOT NULL,
	"prove_file_ids" text[] NOT NULL,
	"is_agent" text DEFAULT 'NO' NOT NULL,
	"agent_name" text,
	"agent_mobile" text,
	"agent_card_type" text,
	"agent_card_no" text,
	"agent_prove_file_ids" text[] DEFAULT '{}' NOT NULL,
	"state" text DEFAULT 'REVIEWING' NOT NULL,
	"reject_reason" text,
	"reviewer_user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "owner_certifications_certification_code_unique" UNIQUE("certification_code")
);
--> statement-breakpoint
ALTER TABLE "houses" ADD COLUMN "voting_area" integer;--> statement-breakpoint
ALTER TABLE "owner_houses" ADD COLUMN "owner_house_contact_id" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "owner_houses" ADD COLUMN "relation_type" text DEFAULT 'OWNER' NOT NULL;--> statement-breakpoint
ALTER TABLE "owner_houses" ADD COLUMN "info_state" text DEFAULT 'TO_BE_CONFIRMED' NOT NULL;--> statement-breakpoint
ALTER TABLE "owner_houses" ADD COLUMN "source" text DEFAULT 'MANUAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "owner_houses" ADD COLUMN "owner_name" text;--> statement-breakpoint
ALTER TABLE "owner_houses" ADD COLUMN "card_type" text;--> statement-breakpoint
ALTER TABLE "owner_houses" ADD COLUMN "card_no" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "card_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "real_name_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "owner_certifications" ADD CONSTRAINT "owner_certifications_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_certifications" ADD CONSTRAINT "owner_certifications_house_id_houses_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."houses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_certifications" ADD CONSTRAINT "owner_certifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_certifications" ADD CONSTRAINT "owner_certifications_reviewer_user_id_users_id_fk" FOREIGN KEY ("reviewer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owner_certifications_community_idx" ON "owner_certifications" USING btree ("community_id","state","id");--> statement-breakpoint
CREATE INDEX "owner_certifications_user_idx" ON "owner_certifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "owner_certifications_house_idx" ON "owner_certifications" USING btree ("house_id");--> statement-breakpoint
CREATE UNIQUE INDEX "buildings_community_name_uq" ON "buildings" USING btree ("community_id","building_name");--> statement-breakpoint
CREATE UNIQUE INDEX "houses_building_unit_house_key_uq" ON "houses" USING btree ("building_id",coalesce("unit_no", ''),"house_no");--> statement-breakpoint
ALTER TABLE "owner_houses" ADD CONSTRAINT "owner_houses_owner_house_contact_id_unique" UNIQUE("owner_house_contact_id");