CREATE TABLE "gov_join_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"attachment_id" integer NOT NULL,
	"mobile" text NOT NULL,
	"join_record_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gov_join_proofs_attachment_id_unique" UNIQUE("attachment_id")
);
--> statement-breakpoint
ALTER TABLE "gov_join_records" ADD COLUMN "province" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gov_join_records" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gov_join_records" ADD COLUMN "district" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gov_join_records" ADD COLUMN "street" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gov_join_records" ADD COLUMN "community" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gov_join_proofs" ADD CONSTRAINT "gov_join_proofs_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gov_join_proofs" ADD CONSTRAINT "gov_join_proofs_join_record_id_gov_join_records_id_fk" FOREIGN KEY ("join_record_id") REFERENCES "public"."gov_join_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gov_join_proofs_mobile_idx" ON "gov_join_proofs" USING btree ("mobile","join_record_id");--> statement-breakpoint
CREATE INDEX "gov_join_proofs_record_idx" ON "gov_join_proofs" USING btree ("join_record_id");--> statement-breakpoint
CREATE INDEX "gov_join_records_place_idx" ON "gov_join_records" USING btree ("level","street","community");--> statement-breakpoint
CREATE UNIQUE INDEX "gov_join_records_pending_place_uq" ON "gov_join_records" USING btree ("level","province","city","district","street","community") WHERE "gov_join_records"."state" = 'PENDING' and "gov_join_records"."street" <> '';