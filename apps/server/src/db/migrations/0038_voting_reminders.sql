CREATE TABLE "voting_reminder_opt_outs" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voting_reminder_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"send_code" text NOT NULL,
	"voting_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"job_code" text,
	"state" text NOT NULL,
	"remind_date" text NOT NULL,
	"planned" integer NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"in_app_only" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "voting_reminder_sends_send_code_unique" UNIQUE("send_code")
);
--> statement-breakpoint
CREATE TABLE "voting_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"voting_id" integer NOT NULL,
	"send_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"remind_date" text NOT NULL,
	"state" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voting_reminder_opt_outs" ADD CONSTRAINT "voting_reminder_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_reminder_sends" ADD CONSTRAINT "voting_reminder_sends_voting_id_votings_id_fk" FOREIGN KEY ("voting_id") REFERENCES "public"."votings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_reminder_sends" ADD CONSTRAINT "voting_reminder_sends_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_reminders" ADD CONSTRAINT "voting_reminders_voting_id_votings_id_fk" FOREIGN KEY ("voting_id") REFERENCES "public"."votings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_reminders" ADD CONSTRAINT "voting_reminders_send_id_voting_reminder_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."voting_reminder_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_reminders" ADD CONSTRAINT "voting_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voting_reminder_sends_voting_idx" ON "voting_reminder_sends" USING btree ("voting_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "voting_reminders_day_uq" ON "voting_reminders" USING btree ("voting_id","user_id","remind_date");--> statement-breakpoint
CREATE INDEX "voting_reminders_send_idx" ON "voting_reminders" USING btree ("send_id");--> statement-breakpoint
CREATE INDEX "voting_reminders_user_idx" ON "voting_reminders" USING btree ("user_id","created_at");