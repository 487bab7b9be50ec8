CREATE TABLE "archive_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"archive_id" text NOT NULL,
	"community_id" integer NOT NULL,
	"archive_type" text NOT NULL,
	"parent_id" integer,
	"archive_name" text NOT NULL,
	"is_directory" text NOT NULL,
	"attachment_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"creator_user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "archive_entries_archive_id_unique" UNIQUE("archive_id")
);
--> statement-breakpoint
CREATE TABLE "finance_report_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"direction" text NOT NULL,
	"item_name" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "finance_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" text NOT NULL,
	"account_id" integer NOT NULL,
	"community_id" integer NOT NULL,
	"year" integer NOT NULL,
	"period" text NOT NULL,
	"opening_balance_fen" bigint NOT NULL,
	"income_total_fen" bigint NOT NULL,
	"expense_total_fen" bigint NOT NULL,
	"closing_balance_fen" bigint NOT NULL,
	"attachments" text[] DEFAULT '{}' NOT NULL,
	"remark" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "finance_reports_report_id_unique" UNIQUE("report_id")
);
--> statement-breakpoint
CREATE TABLE "financial_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"financial_account_id" text NOT NULL,
	"community_id" integer NOT NULL,
	"account_type" text NOT NULL,
	"account_name" text NOT NULL,
	"other_type_name" text,
	"bank_name" text,
	"remark" text,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "financial_accounts_financial_account_id_unique" UNIQUE("financial_account_id")
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_code" text NOT NULL,
	"community_id" integer NOT NULL,
	"meeting_name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"content" text DEFAULT '' NOT NULL,
	"is_draft" text NOT NULL,
	"is_valid" text DEFAULT 'YES' NOT NULL,
	"attendee_user_ids" integer[] DEFAULT '{}' NOT NULL,
	"material_ids" text[] DEFAULT '{}' NOT NULL,
	"minutes" text,
	"minute_attachment_ids" text[] DEFAULT '{}' NOT NULL,
	"minutes_at" timestamp with time zone,
	"minutes_user_id" integer,
	"cancel_reason" text,
	"creator_user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "meetings_meeting_code_unique" UNIQUE("meeting_code")
);
--> statement-breakpoint
CREATE TABLE "community_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_notice_code" text NOT NULL,
	"community_id" integer NOT NULL,
	"title" text NOT NULL,
	"notice_type" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"material" text[] DEFAULT '{}' NOT NULL,
	"publicity_date" date,
	"finance_account_type" text,
	"other_type_name" text,
	"is_draft" text DEFAULT 'NO' NOT NULL,
	"release_date" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "community_notices_community_notice_code_unique" UNIQUE("community_notice_code")
);
--> statement-breakpoint
CREATE TABLE "notice_reads" (
	"id" serial PRIMARY KEY NOT NULL,
	"notice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workgroup_member_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "archive_entries" ADD CONSTRAINT "archive_entries_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_entries" ADD CONSTRAINT "archive_entries_parent_id_archive_entries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."archive_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_entries" ADD CONSTRAINT "archive_entries_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_entries" ADD CONSTRAINT "archive_entries_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_report_lines" ADD CONSTRAINT "finance_report_lines_report_id_finance_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."finance_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_reports" ADD CONSTRAINT "finance_reports_account_id_financial_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."financial_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_reports" ADD CONSTRAINT "finance_reports_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_reports" ADD CONSTRAINT "finance_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_accounts" ADD CONSTRAINT "financial_accounts_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_accounts" ADD CONSTRAINT "financial_accounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_minutes_user_id_users_id_fk" FOREIGN KEY ("minutes_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_notices" ADD CONSTRAINT "community_notices_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_notices" ADD CONSTRAINT "community_notices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_notice_id_community_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."community_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workgroup_member_areas" ADD CONSTRAINT "workgroup_member_areas_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workgroup_member_areas" ADD CONSTRAINT "workgroup_member_areas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workgroup_member_areas" ADD CONSTRAINT "workgroup_member_areas_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "archive_entries_level_idx" ON "archive_entries" USING btree ("community_id","archive_type","parent_id");--> statement-breakpoint
CREATE INDEX "archive_entries_parent_idx" ON "archive_entries" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "finance_report_lines_report_idx" ON "finance_report_lines" USING btree ("report_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_reports_account_period_uq" ON "finance_reports" USING btree ("account_id","year","period");--> statement-breakpoint
CREATE INDEX "finance_reports_community_idx" ON "finance_reports" USING btree ("community_id","status");--> statement-breakpoint
CREATE INDEX "financial_accounts_community_idx" ON "financial_accounts" USING btree ("community_id","id");--> statement-breakpoint
CREATE INDEX "meetings_community_idx" ON "meetings" USING btree ("community_id","start_date");--> statement-breakpoint
CREATE INDEX "community_notices_community_idx" ON "community_notices" USING btree ("community_id","is_draft","id");--> statement-breakpoint
CREATE UNIQUE INDEX "notice_reads_notice_user_uq" ON "notice_reads" USING btree ("notice_id","user_id");--> statement-breakpoint
CREATE INDEX "notice_reads_notice_read_idx" ON "notice_reads" USING btree ("notice_id","read_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "workgroup_member_areas_uq" ON "workgroup_member_areas" USING btree ("community_id","user_id","building_id");--> statement-breakpoint
CREATE INDEX "workgroup_member_areas_building_idx" ON "workgroup_member_areas" USING btree ("building_id");