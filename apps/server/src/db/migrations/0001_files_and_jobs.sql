CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"attachment_id" text NOT NULL,
	"pub_attachment_id" text NOT NULL,
	"source_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"upload_type" text,
	"storage" text NOT NULL,
	"bucket" text NOT NULL,
	"object_key" text NOT NULL,
	"status" text NOT NULL,
	"is_public" text DEFAULT 'NO' NOT NULL,
	"uploader_user_id" integer,
	"community_id" integer,
	"upload_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	CONSTRAINT "attachments_attachment_id_unique" UNIQUE("attachment_id"),
	CONSTRAINT "attachments_pub_attachment_id_unique" UNIQUE("pub_attachment_id"),
	CONSTRAINT "attachments_object_key_unique" UNIQUE("object_key")
);
--> statement-breakpoint
CREATE TABLE "download_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_code" text NOT NULL,
	"community_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'TO_BE_GENERATED' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"max_attempts" smallint NOT NULL,
	"run_after" timestamp with time zone NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"locked_by" text,
	"error" text,
	"output_attachment_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "download_jobs_job_code_unique" UNIQUE("job_code")
);
--> statement-breakpoint
CREATE TABLE "download_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"attachment_id" integer NOT NULL,
	"user_id" integer,
	"is_public" text DEFAULT 'NO' NOT NULL,
	"ip" text,
	"resized" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_uploader_user_id_users_id_fk" FOREIGN KEY ("uploader_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_jobs" ADD CONSTRAINT "download_jobs_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_jobs" ADD CONSTRAINT "download_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_jobs" ADD CONSTRAINT "download_jobs_output_attachment_id_attachments_id_fk" FOREIGN KEY ("output_attachment_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_logs" ADD CONSTRAINT "download_logs_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_logs" ADD CONSTRAINT "download_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_community_idx" ON "attachments" USING btree ("community_id");--> statement-breakpoint
CREATE INDEX "attachments_pending_idx" ON "attachments" USING btree ("status","upload_expires_at");--> statement-breakpoint
CREATE INDEX "download_jobs_community_creator_idx" ON "download_jobs" USING btree ("community_id","created_by","id");--> statement-breakpoint
CREATE INDEX "download_jobs_queue_idx" ON "download_jobs" USING btree ("status","run_after");--> statement-breakpoint
CREATE INDEX "download_logs_attachment_idx" ON "download_logs" USING btree ("attachment_id");