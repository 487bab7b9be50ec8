CREATE TABLE "work_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_order_code" text NOT NULL,
	"community_id" integer NOT NULL,
	"owner_user_id" integer NOT NULL,
	"work_order_type" text NOT NULL,
	"content" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"photo_ids" text[] DEFAULT '{}' NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"assignee_user_id" integer,
	"reply" text,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "work_orders_work_order_code_unique" UNIQUE("work_order_code")
);
--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_orders_community_idx" ON "work_orders" USING btree ("community_id","state","id");--> statement-breakpoint
CREATE INDEX "work_orders_owner_idx" ON "work_orders" USING btree ("owner_user_id");