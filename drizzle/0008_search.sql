-- Full-text search over posts and notes (issue 10): one configuration for English and French alike: the `simple`
-- parser (no language-specific stemming, so "réseau" and "reseau", "lead" and "leader" behave predictably) with
-- accents removed (unaccent), over the NFKC form of the text (Unicode-styled letters such as 𝗯𝗼𝗹𝗱 index as "bold").
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION app_search (COPY = pg_catalog.simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION app_search ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;
--> statement-breakpoint
ALTER TABLE posts ADD COLUMN search tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('public.app_search'::regconfig, normalize(body, NFKC)), 'A') ||
  setweight(to_tsvector('public.app_search'::regconfig, normalize(first_comment, NFKC)), 'C')
) STORED;
--> statement-breakpoint
ALTER TABLE notes ADD COLUMN search tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('public.app_search'::regconfig, normalize(body, NFKC)), 'A') ||
  setweight(to_tsvector('public.app_search'::regconfig, tags), 'B')
) STORED;
--> statement-breakpoint
CREATE INDEX posts_search_idx ON posts USING gin (search);
--> statement-breakpoint
CREATE INDEX notes_search_idx ON notes USING gin (search);
