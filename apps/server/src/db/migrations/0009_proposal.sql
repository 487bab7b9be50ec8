CREATE TABLE "proposal_fills" (
	"id" serial PRIMARY KEY NOT NULL,
	"fill_code" text NOT NULL,
	"proposal_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sign_type" text NOT NULL,
	"sign_image_id" integer,
	"sign_name" text,
	"owner_name" text NOT NULL,
	"house_ids" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "proposal_fills_fill_code_unique" UNIQUE("fill_code")
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposal_code" text NOT NULL,
	"community_id" integer NOT NULL,
	"title" text NOT NULL,
	"proposal_type" text NOT NULL,
	"content" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"material_attachments" text[] DEFAULT '{}' NOT NULL,
	"sign_attachment" text[] DEFAULT '{}' NOT NULL,
	"template_id" text,
	"creator_user_id" integer,
	"creator_type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "proposals_proposal_code_unique" UNIQUE("proposal_code")
);
--> statement-breakpoint
ALTER TABLE "proposal_fills" ADD CONSTRAINT "proposal_fills_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_fills" ADD CONSTRAINT "proposal_fills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_fills" ADD CONSTRAINT "proposal_fills_sign_image_id_attachments_id_fk" FOREIGN KEY ("sign_image_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_fills_proposal_user_uq" ON "proposal_fills" USING btree ("proposal_id","user_id");--> statement-breakpoint
CREATE INDEX "proposal_fills_proposal_idx" ON "proposal_fills" USING btree ("proposal_id","id");--> statement-breakpoint
CREATE INDEX "proposals_community_idx" ON "proposals" USING btree ("community_id","id");