ALTER TABLE "posts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, title), 'A')
        || setweight(jsonb_to_tsvector('russian'::regconfig,
          jsonb_path_query_array(blocks, 'lax $[*].data.text') || jsonb_path_query_array(blocks, 'lax $[*].data.caption')
            || jsonb_path_query_array(blocks, 'strict $[*] ? (@.type == "list").data.items.** ? (@.type() == "object").content', '{}', true),
          '["string"]'), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "subsites_name_trgm_idx" ON "subsites" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search_vector") WHERE "posts"."is_publish" and "posts"."deleted_at" is null;