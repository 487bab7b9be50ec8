CREATE TABLE "gov_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_code" text NOT NULL,
	"publisher_user_id" integer,
	"street_code" text NOT NULL,
	"gov_community_code" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"place" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"sign_up_deadline" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"state" text DEFAULT 'PUBLISHED' NOT NULL,
	"all_communities" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "gov_activities_activity_code_unique" UNIQUE("activity_code")
);
--> statement-breakpoint
CREATE TABLE "gov_activity_sign_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"community_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gov_activity_targets" (
	"activity_id" integer NOT NULL,
	"community_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gov_information_reads" (
	"id" serial PRIMARY KEY NOT NULL,
	"information_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"community_id" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gov_information_targets" (
	"information_id" integer NOT NULL,
	"community_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gov_informations" (
	"id" serial PRIMARY KEY NOT NULL,
	"information_code" text NOT NULL,
	"publisher_user_id" integer,
	"street_code" text NOT NULL,
	"gov_community_code" text,
	"title" text NOT NULL,
	"information_type" text NOT NULL,
	"content" text NOT NULL,
	"cover_id" text,
	"attachment_ids" text[] DEFAULT '{}' NOT NULL,
	"all_communities" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gov_informations_information_code_unique" UNIQUE("information_code")
);
--> statement-breakpoint
ALTER TABLE "gov_activities" ADD CONSTRAINT "gov_activities_publisher_user_id_users_id_fk" FOREIGN KEY ("publisher_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gov_activity_sign_ups" ADD CONSTRAINT "gov_activity_sign_ups_activity_id_gov_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."gov_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gov_activity_sign_ups" ADD CONSTRAINT "gov_activity_sign_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gov_activity_sign_ups" ADD CONSTRAINT "gov_activity_sign_ups_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gov_activity_targets" ADD CONSTRAINT "gov_activity_targets_activity_id_gov_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."gov_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gov_activity_targets" ADD CONSTRAINT "gov_activity_targets_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gov_information_reads" ADD CONSTRAINT "gov_information_reads_information_id_gov_informations_id_fk" FOREIGN KEY ("information_id") REFERENCES "public"."gov_informations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gov_information_reads" ADD CONSTRAINT "gov_information_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gov_information_reads" ADD CONSTRAINT "gov_information_reads_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gov_information_targets" ADD CONSTRAINT "gov_information_targets_information_id_gov_informations_id_fk" FOREIGN KEY ("information_id") REFERENCES "public"."gov_informations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gov_information_targets" ADD CONSTRAINT "gov_information_targets_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gov_informations" ADD CONSTRAINT "gov_informations_publisher_user_id_users_id_fk" FOREIGN KEY ("publisher_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gov_activities_unit_idx" ON "gov_activities" USING btree ("street_code","gov_community_code","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gov_activity_sign_ups_uq" ON "gov_activity_sign_ups" USING btree ("activity_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gov_activity_targets_uq" ON "gov_activity_targets" USING btree ("activity_id","community_id");--> statement-breakpoint
CREATE INDEX "gov_activity_targets_community_idx" ON "gov_activity_targets" USING btree ("community_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gov_information_reads_uq" ON "gov_information_reads" USING btree ("information_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gov_information_targets_uq" ON "gov_information_targets" USING btree ("information_id","community_id");--> statement-breakpoint
CREATE INDEX "gov_information_targets_community_idx" ON "gov_information_targets" USING btree ("community_id");--> statement-breakpoint
CREATE INDEX "gov_informations_unit_idx" ON "gov_informations" USING btree ("street_code","gov_community_code","id");