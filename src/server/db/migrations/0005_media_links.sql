CREATE TABLE "post_media" (
	"post_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	CONSTRAINT "post_media_post_id_media_id_pk" PRIMARY KEY("post_id","media_id")
);
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_media" ADD CONSTRAINT "post_media_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_media" ADD CONSTRAINT "post_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_media_media_idx" ON "post_media" USING btree ("media_id");--> statement-breakpoint
-- Blocks keep references (/uploads/<key>), not addresses: absolute addresses of our uploads,
-- on whatever host APP_URL named when they were saved, become references. Only our key shapes
-- (media/YYYY/MM/…, demo/…) in "url" and "thumb" fields are touched, so links and other
-- sites' preview images stay as they are.
UPDATE "posts" SET "blocks" = regexp_replace(
  "blocks"::text,
  '("(url|thumb)": )"https?://[^"/]+/uploads/((media/[0-9]{4}/[0-9]{2}|demo)/[A-Za-z0-9._/-]+)"',
  '\1"/uploads/\3"',
  'g'
)::jsonb
WHERE "blocks"::text ~ '"(url|thumb)": "https?://[^"/]+/uploads/(media/[0-9]{4}/[0-9]{2}|demo)/';
--> statement-breakpoint
INSERT INTO "post_media" ("post_id", "media_id")
SELECT DISTINCT p."id", m."id"
FROM "posts" p
CROSS JOIN LATERAL (
  SELECT jsonb_path_query(p."blocks", '$[*] ? (@.type == "carousel").data.items[*].url') #>> '{}' AS ref
  UNION ALL
  SELECT jsonb_path_query(p."blocks", '$[*] ? (@.type == "link").data.meta.image.url') #>> '{}'
) refs
JOIN "media" m ON refs.ref IN ('/uploads/' || m."path", '/uploads/' || m."thumb_path")
ON CONFLICT DO NOTHING;
