-- Row-level security at scale (bench/content): the workspace policies called app_current_workspace_id() and the
-- plpgsql membership check once per row (10,000 calls to list a workspace's posts). Wrapped in scalar subqueries
-- they become InitPlans: evaluated once per statement, and `workspace_id = (SELECT …)` can use the indexes.
CREATE OR REPLACE FUNCTION app_enable_workspace_rls(target regclass) RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  name text := (SELECT c.relname FROM pg_class c WHERE c.oid = target);
BEGIN
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %s TO pillarpost_app', target);
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', target);
  EXECUTE format('DROP POLICY IF EXISTS %I ON %s', name || '_workspace', target);
  EXECUTE format('DROP POLICY IF EXISTS %I ON %s', name || '_created_by', target);
  EXECUTE format(
    'CREATE POLICY %I ON %s TO pillarpost_app '
    'USING (workspace_id = (SELECT app_current_workspace_id()) '
    'AND (SELECT app_is_workspace_member(app_current_workspace_id()))) '
    'WITH CHECK (workspace_id = (SELECT app_current_workspace_id()) '
    'AND (SELECT app_is_workspace_member(app_current_workspace_id())))',
    name || '_workspace', target);
  EXECUTE format(
    'CREATE POLICY %I ON %s AS RESTRICTIVE FOR INSERT TO pillarpost_app '
    'WITH CHECK (created_by = (SELECT app_current_user_id()))',
    name || '_created_by', target);
END
$$;
--> statement-breakpoint
SELECT app_enable_workspace_rls('notes');
--> statement-breakpoint
SELECT app_enable_workspace_rls('posts');
--> statement-breakpoint
-- The Library's first page: the newest live posts of a workspace, straight from an index.
CREATE INDEX posts_workspace_live_updated_idx ON posts (workspace_id, updated_at DESC, id DESC) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX notes_workspace_live_idx ON notes (workspace_id, pinned DESC, updated_at DESC) WHERE deleted_at IS NULL;
