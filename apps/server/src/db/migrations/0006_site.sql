CREATE TABLE "customer_clues" (
	"id" serial PRIMARY KEY NOT NULL,
	"clue_code" text NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"identity" text NOT NULL,
	"community_name" text NOT NULL,
	"city" text,
	"content" text,
	"source" text NOT NULL,
	"client_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_clues_clue_code_unique" UNIQUE("clue_code")
);
--> statement-breakpoint
CREATE TABLE "site_news" (
	"id" serial PRIMARY KEY NOT NULL,
	"news_code" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"source" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_news_news_code_unique" UNIQUE("news_code")
);
--> statement-breakpoint
ALTER TABLE "site_news" ADD CONSTRAINT "site_news_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_clues_created_idx" ON "customer_clues" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "site_news_published_idx" ON "site_news" USING btree ("published_at");