CREATE TABLE "imported_items" (
	"source_key" text NOT NULL,
	"external_id" text NOT NULL,
	"post_id" integer NOT NULL,
	"import_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"source_name" text NOT NULL,
	"file_key" text,
	"feed_url" text,
	"source_key" text,
	"dry_run" boolean NOT NULL,
	"authors" text NOT NULL,
	"community_id" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"current" text DEFAULT '' NOT NULL,
	"counts" jsonb NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"warnings_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "imported_items" ADD CONSTRAINT "imported_items_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_items" ADD CONSTRAINT "imported_items_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_community_id_subsites_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."subsites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "imported_items_source_item_unique" ON "imported_items" USING btree ("source_key","external_id");--> statement-breakpoint
CREATE INDEX "imported_items_post_idx" ON "imported_items" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "imports_created_idx" ON "imports" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "imports_running_source_unique" ON "imports" USING btree ("source_key") WHERE status = 'running' and not dry_run;