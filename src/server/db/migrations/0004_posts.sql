CREATE TABLE "post_tags" (
	"post_id" integer NOT NULL,
	"tag" text NOT NULL,
	CONSTRAINT "post_tags_post_id_tag_pk" PRIMARY KEY("post_id","tag")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"subsite_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"is_publish" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"is_official" boolean DEFAULT false NOT NULL,
	"pinned_at" timestamp with time zone,
	"reply_id" integer,
	"replies_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"bookmarks_count" integer DEFAULT 0 NOT NULL,
	"reaction_sum" integer DEFAULT 0 NOT NULL,
	"disreaction_sum" integer DEFAULT 0 NOT NULL,
	"unique_views_count" integer DEFAULT 0 NOT NULL,
	"unique_showings_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "post_tags" ADD CONSTRAINT "post_tags_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_subsite_id_subsites_id_fk" FOREIGN KEY ("subsite_id") REFERENCES "public"."subsites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_reply_id_posts_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_tags_tag_post_idx" ON "post_tags" USING btree ("tag" text_pattern_ops,"post_id");--> statement-breakpoint
CREATE INDEX "posts_published_idx" ON "posts" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "posts"."is_publish" and "posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "posts_subsite_published_idx" ON "posts" USING btree ("subsite_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "posts"."is_publish" and "posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "posts_user_drafts_idx" ON "posts" USING btree ("user_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "posts"."is_publish" and "posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "posts_reply_idx" ON "posts" USING btree ("reply_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "posts"."reply_id" is not null;