CREATE TABLE "owner_wechat_subscriptions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"open_id" text NOT NULL,
	"template_id" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voting_reminder_sends" ADD COLUMN "wechat_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "voting_reminder_sends" ADD COLUMN "wechat_failed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "voting_reminder_sends" ADD COLUMN "wechat_skipped" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "voting_reminders" ADD COLUMN "wechat_state" text;--> statement-breakpoint
ALTER TABLE "voting_reminders" ADD COLUMN "wechat_error" text;--> statement-breakpoint
ALTER TABLE "owner_wechat_subscriptions" ADD CONSTRAINT "owner_wechat_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;