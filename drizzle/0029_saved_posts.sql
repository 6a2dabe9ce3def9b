CREATE TABLE "saved_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid DEFAULT app_current_workspace_id() NOT NULL,
	"created_by" text DEFAULT app_current_user_id(),
	"text" text DEFAULT '' NOT NULL,
	"source_url" text,
	"author_name" text DEFAULT '' NOT NULL,
	"hook_pattern" text DEFAULT '' NOT NULL,
	"format" text DEFAULT '' NOT NULL,
	"angle" text DEFAULT '' NOT NULL,
	"why_saved" text DEFAULT '' NOT NULL,
	"tags" text DEFAULT '[]' NOT NULL,
	"pillar_id" uuid,
	"figures" text DEFAULT '' NOT NULL,
	"idea_post_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_posts" ADD CONSTRAINT "saved_posts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_posts" ADD CONSTRAINT "saved_posts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_posts" ADD CONSTRAINT "saved_posts_pillar_id_linkedin_strategy_pillars_id_fk" FOREIGN KEY ("pillar_id") REFERENCES "public"."linkedin_strategy_pillars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_posts" ADD CONSTRAINT "saved_posts_idea_post_id_posts_id_fk" FOREIGN KEY ("idea_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_posts_workspace_url_idx" ON "saved_posts" USING btree ("workspace_id","source_url") WHERE "saved_posts"."source_url" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "saved_posts_workspace_saved_idx" ON "saved_posts" USING btree ("workspace_id","saved_at");--> statement-breakpoint
-- Full-text search in the app's configuration (drizzle/0008_search.sql): the text first, then what the user wrote
-- about it, then its tags.
ALTER TABLE saved_posts ADD COLUMN search tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('public.app_search'::regconfig, normalize(text, NFKC)), 'A') ||
  setweight(to_tsvector('public.app_search'::regconfig, normalize(author_name || ' ' || hook_pattern || ' ' || angle || ' ' || why_saved || ' ' || format, NFKC)), 'B') ||
  setweight(to_tsvector('public.app_search'::regconfig, tags), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX saved_posts_search_idx ON saved_posts USING gin (search);
--> statement-breakpoint
-- Workspace content like notes: members read the swipe file; writing it takes note.write.
SELECT app_enable_workspace_rls('saved_posts');
--> statement-breakpoint
SELECT app_require_workspace_permission('saved_posts', cmd, ARRAY['note.write'])
FROM unnest(ARRAY['INSERT', 'UPDATE', 'DELETE']) cmd;
