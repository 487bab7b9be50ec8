CREATE TABLE "gov_complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_code" text NOT NULL,
	"community_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"complaint_type" text NOT NULL,
	"content" text NOT NULL,
	"photo_ids" text[] DEFAULT '{}' NOT NULL,
	"contact_mobile" text,
	"state" text DEFAULT 'HANDLING' NOT NULL,
	"reply" text,
	"handler_user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"handled_at" timestamp with time zone,
	CONSTRAINT "gov_complaints_complaint_code_unique" UNIQUE("complaint_code")
);
--> statement-breakpoint
CREATE TABLE "gov_basic_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_code" text NOT NULL,
	"street_code" text NOT NULL,
	"gov_community_code" text,
	"address" text NOT NULL,
	"service_date" text NOT NULL,
	"contact_way" text NOT NULL,
	"is_open_yellow_page" text DEFAULT 'NO' NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gov_basic_settings_unit_code_unique" UNIQUE("unit_code")
);
--> statement-breakpoint
CREATE TABLE "gov_certifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_code" text NOT NULL,
	"user_id" integer NOT NULL,
	"fill_owner_name" text NOT NULL,
	"fill_card_no" text NOT NULL,
	"position" text NOT NULL,
	"prove_file_ids" text[] NOT NULL,
	"state" text DEFAULT 'REVIEWING' NOT NULL,
	"reject_reason" text,
	"reviewer_user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "gov_certifications_application_code_unique" UNIQUE("application_code")
);
--> statement-breakpoint
CREATE TABLE "platform_operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_operators_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "gov_complaints" ADD CONSTRAINT "gov_complaints_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gov_complaints" ADD CONSTRAINT "gov_complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gov_complaints" ADD CONSTRAINT "gov_complaints_handler_user_id_users_id_fk" FOREIGN KEY ("handler_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gov_basic_settings" ADD CONSTRAINT "gov_basic_settings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gov_certifications" ADD CONSTRAINT "gov_certifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gov_certifications" ADD CONSTRAINT "gov_certifications_reviewer_user_id_users_id_fk" FOREIGN KEY ("reviewer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_operators" ADD CONSTRAINT "platform_operators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gov_complaints_community_idx" ON "gov_complaints" USING btree ("community_id","state","id");--> statement-breakpoint
CREATE INDEX "gov_complaints_user_idx" ON "gov_complaints" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "gov_certifications_state_idx" ON "gov_certifications" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "gov_certifications_user_idx" ON "gov_certifications" USING btree ("user_id","id");