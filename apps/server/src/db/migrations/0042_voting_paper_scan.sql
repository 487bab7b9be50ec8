CREATE TABLE "voting_scan_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_code" text NOT NULL,
	"voting_id" integer NOT NULL,
	"uploaded_by" integer NOT NULL,
	"job_code" text,
	"state" text NOT NULL,
	"files" jsonb NOT NULL,
	"pages_total" integer DEFAULT 0 NOT NULL,
	"pages_read" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "voting_scan_batches_batch_code_unique" UNIQUE("batch_code")
);
--> statement-breakpoint
CREATE TABLE "voting_scan_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_code" text NOT NULL,
	"batch_id" integer NOT NULL,
	"voting_id" integer NOT NULL,
	"file_index" integer NOT NULL,
	"page_index" integer NOT NULL,
	"sha256" text NOT NULL,
	"page_status" text NOT NULL,
	"serial" integer,
	"voter_key" text,
	"voter_id" integer,
	"issues" jsonb NOT NULL,
	"flags" text[] DEFAULT '{}' NOT NULL,
	"state" text NOT NULL,
	"entry_id" integer,
	"duplicate_of_page_id" integer,
	"image_id" integer,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "voting_scan_pages_page_code_unique" UNIQUE("page_code")
);
--> statement-breakpoint
ALTER TABLE "voting_scan_batches" ADD CONSTRAINT "voting_scan_batches_voting_id_votings_id_fk" FOREIGN KEY ("voting_id") REFERENCES "public"."votings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_scan_batches" ADD CONSTRAINT "voting_scan_batches_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_scan_pages" ADD CONSTRAINT "voting_scan_pages_batch_id_voting_scan_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."voting_scan_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_scan_pages" ADD CONSTRAINT "voting_scan_pages_voting_id_votings_id_fk" FOREIGN KEY ("voting_id") REFERENCES "public"."votings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_scan_pages" ADD CONSTRAINT "voting_scan_pages_voter_id_voting_voters_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."voting_voters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_scan_pages" ADD CONSTRAINT "voting_scan_pages_entry_id_voting_paper_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."voting_paper_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_scan_pages" ADD CONSTRAINT "voting_scan_pages_image_id_attachments_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_scan_pages" ADD CONSTRAINT "voting_scan_pages_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voting_scan_batches_voting_idx" ON "voting_scan_batches" USING btree ("voting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voting_scan_pages_place_idx" ON "voting_scan_pages" USING btree ("batch_id","file_index","page_index");--> statement-breakpoint
CREATE INDEX "voting_scan_pages_voting_idx" ON "voting_scan_pages" USING btree ("voting_id","state");--> statement-breakpoint
CREATE INDEX "voting_scan_pages_voter_idx" ON "voting_scan_pages" USING btree ("voter_id");