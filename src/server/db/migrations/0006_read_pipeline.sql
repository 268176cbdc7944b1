CREATE TABLE "tag_counts" (
	"tag" text PRIMARY KEY NOT NULL,
	"posts_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"user_id" integer NOT NULL,
	"subsite_id" integer NOT NULL,
	"bell" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_user_id_subsite_id_pk" PRIMARY KEY("user_id","subsite_id")
);
--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_subsite_id_subsites_id_fk" FOREIGN KEY ("subsite_id") REFERENCES "public"."subsites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tag_counts_prefix_idx" ON "tag_counts" USING btree ("tag" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "follows_subsite_idx" ON "follows" USING btree ("subsite_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "subsites_slug_prefix_idx" ON "subsites" USING btree ("slug" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "subsites_creator_idx" ON "subsites" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "posts_user_published_idx" ON "posts" USING btree ("user_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "posts"."is_publish" and "posts"."deleted_at" is null;--> statement-breakpoint
INSERT INTO "tag_counts" ("tag", "posts_count")
SELECT "post_tags"."tag", count(*)::int
FROM "post_tags" JOIN "posts" ON "posts"."id" = "post_tags"."post_id"
WHERE "posts"."is_publish" AND "posts"."deleted_at" IS NULL
GROUP BY "post_tags"."tag";
