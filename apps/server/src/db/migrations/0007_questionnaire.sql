CREATE TABLE "intention_answer_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"answer_id" integer NOT NULL,
	"solicitation_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"option_id" integer,
	"text" text
);
--> statement-breakpoint
CREATE TABLE "intention_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"solicitation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intention_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"sort" smallint NOT NULL,
	"content" text NOT NULL,
	"desc_file" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intention_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"solicitation_id" integer NOT NULL,
	"sort" smallint NOT NULL,
	"title" text NOT NULL,
	"question_type" text NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"desc_file" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intention_solicitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"solicitation_code" text NOT NULL,
	"community_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"desc_file" text[] DEFAULT '{}' NOT NULL,
	"tag_ids" integer[] DEFAULT '{}' NOT NULL,
	"relation_proposal_id" text,
	"is_draft" text DEFAULT 'YES' NOT NULL,
	"scope_type" text DEFAULT 'COMMUNITY' NOT NULL,
	"scope_building_ids" integer[] DEFAULT '{}' NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "intention_solicitations_solicitation_code_unique" UNIQUE("solicitation_code")
);
--> statement-breakpoint
CREATE TABLE "issue_quick_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"issue_quick_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"choice" text NOT NULL,
	"area" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issue_quicks" (
	"id" serial PRIMARY KEY NOT NULL,
	"issue_quick_code" text NOT NULL,
	"community_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"desc_file" text[] DEFAULT '{}' NOT NULL,
	"mvc_file" text[] DEFAULT '{}' NOT NULL,
	"sign_attachment" text[] DEFAULT '{}' NOT NULL,
	"participant_type" text DEFAULT 'OWNER' NOT NULL,
	"is_draft" text DEFAULT 'YES' NOT NULL,
	"scope_type" text DEFAULT 'COMMUNITY' NOT NULL,
	"scope_building_ids" integer[] DEFAULT '{}' NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "issue_quicks_issue_quick_code_unique" UNIQUE("issue_quick_code")
);
--> statement-breakpoint
ALTER TABLE "intention_answer_items" ADD CONSTRAINT "intention_answer_items_answer_id_intention_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."intention_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intention_answer_items" ADD CONSTRAINT "intention_answer_items_question_id_intention_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."intention_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intention_answer_items" ADD CONSTRAINT "intention_answer_items_option_id_intention_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."intention_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intention_answers" ADD CONSTRAINT "intention_answers_solicitation_id_intention_solicitations_id_fk" FOREIGN KEY ("solicitation_id") REFERENCES "public"."intention_solicitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intention_answers" ADD CONSTRAINT "intention_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intention_options" ADD CONSTRAINT "intention_options_question_id_intention_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."intention_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intention_questions" ADD CONSTRAINT "intention_questions_solicitation_id_intention_solicitations_id_fk" FOREIGN KEY ("solicitation_id") REFERENCES "public"."intention_solicitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intention_solicitations" ADD CONSTRAINT "intention_solicitations_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intention_solicitations" ADD CONSTRAINT "intention_solicitations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_quick_answers" ADD CONSTRAINT "issue_quick_answers_issue_quick_id_issue_quicks_id_fk" FOREIGN KEY ("issue_quick_id") REFERENCES "public"."issue_quicks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_quick_answers" ADD CONSTRAINT "issue_quick_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_quicks" ADD CONSTRAINT "issue_quicks_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_quicks" ADD CONSTRAINT "issue_quicks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "intention_answer_items_option_idx" ON "intention_answer_items" USING btree ("solicitation_id","option_id");--> statement-breakpoint
CREATE INDEX "intention_answer_items_question_idx" ON "intention_answer_items" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "intention_answer_items_answer_idx" ON "intention_answer_items" USING btree ("answer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "intention_answers_user_uq" ON "intention_answers" USING btree ("solicitation_id","user_id");--> statement-breakpoint
CREATE INDEX "intention_options_question_idx" ON "intention_options" USING btree ("question_id","sort");--> statement-breakpoint
CREATE INDEX "intention_questions_solicitation_idx" ON "intention_questions" USING btree ("solicitation_id","sort");--> statement-breakpoint
CREATE INDEX "intention_solicitations_community_idx" ON "intention_solicitations" USING btree ("community_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "issue_quick_answers_user_uq" ON "issue_quick_answers" USING btree ("issue_quick_id","user_id");--> statement-breakpoint
CREATE INDEX "issue_quicks_community_idx" ON "issue_quicks" USING btree ("community_id","id");