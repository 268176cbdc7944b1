-- The search index holds each post's publication week as a lexeme besides its words, so a search for a word in a
-- few per cent of the posts can ask for the newest weeks too and read only their matches (ADR 0044).
DROP INDEX "posts_search_idx";--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin (("search_vector" || array_to_tsvector(array_remove(array['~' || (floor(extract(epoch from ("published_at" - timestamptz '2000-01-03T00:00:00Z')) / 604800))::int::text], null)))) WHERE "posts"."is_publish" and "posts"."deleted_at" is null;--> statement-breakpoint
-- The planner's estimate of the matches decides how a search reads them; a GIN index keeps no statistics of the
-- vector its expression builds, these do (the lexemes' frequencies, the weeks' among them).
CREATE STATISTICS "posts_searchable_stats" ON ("search_vector" || array_to_tsvector(array_remove(array['~' || (floor(extract(epoch from ("published_at" - timestamptz '2000-01-03T00:00:00Z')) / 604800))::int::text], null))) FROM "posts";
--> statement-breakpoint
-- Until the next analysis the planner knows nothing of that vector and would take every word for a rare one.
ANALYZE "posts";
