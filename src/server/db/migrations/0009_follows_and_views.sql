CREATE TABLE "post_view_days" (
	"post_id" integer NOT NULL,
	"day" date NOT NULL,
	"showings" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"unique_showings" integer DEFAULT 0 NOT NULL,
	"unique_views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_view_days_post_id_day_pk" PRIMARY KEY("post_id","day")
);
--> statement-breakpoint
CREATE TABLE "post_view_marks" (
	"day" date NOT NULL,
	"post_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "post_view_marks_day_post_id_kind_visitor_pk" PRIMARY KEY("day","post_id","kind","visitor")
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "showings" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "post_view_days" ADD CONSTRAINT "post_view_days_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;