CREATE TABLE "archive_inbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"inbox_id" text NOT NULL,
	"request_id" integer NOT NULL,
	"community_id" integer NOT NULL,
	"attachment_id" integer NOT NULL,
	"uploader_user_id" integer,
	"uploader_mobile" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"filed_at" timestamp with time zone,
	"archive_entry_id" integer,
	CONSTRAINT "archive_inbox_inbox_id_unique" UNIQUE("inbox_id"),
	CONSTRAINT "archive_inbox_attachment_id_unique" UNIQUE("attachment_id")
);
--> statement-breakpoint
CREATE TABLE "archive_upload_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_code" text NOT NULL,
	"community_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "archive_upload_requests_request_code_unique" UNIQUE("request_code")
);
--> statement-breakpoint
ALTER TABLE "archive_inbox" ADD CONSTRAINT "archive_inbox_request_id_archive_upload_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."archive_upload_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_inbox" ADD CONSTRAINT "archive_inbox_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_inbox" ADD CONSTRAINT "archive_inbox_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_inbox" ADD CONSTRAINT "archive_inbox_uploader_user_id_users_id_fk" FOREIGN KEY ("uploader_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_inbox" ADD CONSTRAINT "archive_inbox_archive_entry_id_archive_entries_id_fk" FOREIGN KEY ("archive_entry_id") REFERENCES "public"."archive_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_upload_requests" ADD CONSTRAINT "archive_upload_requests_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_upload_requests" ADD CONSTRAINT "archive_upload_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "archive_inbox_community_idx" ON "archive_inbox" USING btree ("community_id","filed_at");--> statement-breakpoint
CREATE INDEX "archive_upload_requests_community_idx" ON "archive_upload_requests" USING btree ("community_id");