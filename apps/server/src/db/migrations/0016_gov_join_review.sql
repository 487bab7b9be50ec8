ALTER TABLE "gov_join_records" ADD COLUMN "state" text DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "gov_join_records" ADD COLUMN "review_remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gov_join_records" ADD COLUMN "reviewed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "gov_join_records" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gov_join_records" ADD CONSTRAINT "gov_join_records_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gov_join_records_state_idx" ON "gov_join_records" USING btree ("state","created_at");