CREATE TABLE "sitemap_months" (
	"month" date PRIMARY KEY NOT NULL,
	"posts" integer NOT NULL,
	"lastmod" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- The months of the posts published so far; from here on the sitemaps' subscribers keep them.
INSERT INTO "sitemap_months" ("month", "posts", "lastmod")
SELECT date_trunc('month', "published_at" AT TIME ZONE 'UTC')::date, count(*), max("updated_at") FROM "posts"
WHERE "is_publish" AND "deleted_at" IS NULL GROUP BY 1;
