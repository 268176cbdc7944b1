CREATE TABLE "post_stat_hours" (
	"post_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"unique_views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"reactions" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"bookmarks" integer DEFAULT 0 NOT NULL,
	"reposts" integer DEFAULT 0 NOT NULL,
	"followers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_stat_hours_post_id_hour_pk" PRIMARY KEY("post_id","hour")
);
--> statement-breakpoint
CREATE TABLE "post_stat_sources" (
	"post_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"domain" text DEFAULT '' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_stat_sources_post_id_day_kind_domain_pk" PRIMARY KEY("post_id","day","kind","domain")
);
--> statement-breakpoint
CREATE TABLE "subsite_stat_days" (
	"subsite_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"unique_views" integer DEFAULT 0 NOT NULL,
	"depth25" integer DEFAULT 0 NOT NULL,
	"depth50" integer DEFAULT 0 NOT NULL,
	"depth75" integer DEFAULT 0 NOT NULL,
	"depth100" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"reactions" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"bookmarks" integer DEFAULT 0 NOT NULL,
	"reposts" integer DEFAULT 0 NOT NULL,
	"followers" integer DEFAULT 0 NOT NULL,
	"unfollows" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "subsite_stat_days_subsite_id_day_pk" PRIMARY KEY("subsite_id","day")
);
--> statement-breakpoint
CREATE TABLE "subsite_stat_sources" (
	"subsite_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"domain" text DEFAULT '' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "subsite_stat_sources_subsite_id_day_kind_domain_pk" PRIMARY KEY("subsite_id","day","kind","domain")
);
--> statement-breakpoint
ALTER TABLE "post_view_days" ADD COLUMN "depth25" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "post_view_days" ADD COLUMN "depth50" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "post_view_days" ADD COLUMN "depth75" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "post_view_days" ADD COLUMN "depth100" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "post_view_days" ADD COLUMN "likes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "post_view_days" ADD COLUMN "reactions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "post_view_days" ADD COLUMN "comments" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "post_view_days" ADD COLUMN "bookmarks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "post_view_days" ADD COLUMN "reposts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "post_view_days" ADD COLUMN "followers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "post_stat_hours" ADD CONSTRAINT "post_stat_hours_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_stat_sources" ADD CONSTRAINT "post_stat_sources_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsite_stat_days" ADD CONSTRAINT "subsite_stat_days_subsite_id_subsites_id_fk" FOREIGN KEY ("subsite_id") REFERENCES "public"."subsites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsite_stat_sources" ADD CONSTRAINT "subsite_stat_sources_subsite_id_subsites_id_fk" FOREIGN KEY ("subsite_id") REFERENCES "public"."subsites"("id") ON DELETE cascade ON UPDATE no action;