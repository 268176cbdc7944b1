-- drizzle-kit does not emit CREATE EXTENSION; trigram search over names and titles needs it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
