CREATE TABLE "workspace_role_permissions" (
	"role" text NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "workspace_role_permissions_role_permission_pk" PRIMARY KEY("role","permission")
);
--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_role_check" CHECK ("workspace_members"."role" IN ('owner', 'admin', 'editor', 'reviewer', 'client'));--> statement-breakpoint
-- ROLE_PERMISSIONS (src/contracts/workspaces/permissions.ts) as rows; tests/integration/workspace-roles.test.ts
-- fails when they differ.
INSERT INTO workspace_role_permissions (role, permission) VALUES
  ('owner', 'content.read'), ('owner', 'post.write'), ('owner', 'post.schedule'), ('owner', 'media.write'),
  ('owner', 'note.write'), ('owner', 'strategy.write'), ('owner', 'prompt.write'), ('owner', 'slots.write'),
  ('owner', 'post.approve'), ('owner', 'linkedin.connect'), ('owner', 'ai.configure'), ('owner', 'members.manage'),
  ('owner', 'workspace.manage'), ('owner', 'workspace.delete'),
  ('admin', 'content.read'), ('admin', 'post.write'), ('admin', 'post.schedule'), ('admin', 'media.write'),
  ('admin', 'note.write'), ('admin', 'strategy.write'), ('admin', 'prompt.write'), ('admin', 'slots.write'),
  ('admin', 'post.approve'), ('admin', 'linkedin.connect'), ('admin', 'ai.configure'), ('admin', 'members.manage'),
  ('admin', 'workspace.manage'),
  ('editor', 'content.read'), ('editor', 'post.write'), ('editor', 'post.schedule'), ('editor', 'media.write'),
  ('editor', 'note.write'), ('editor', 'strategy.write'), ('editor', 'prompt.write'), ('editor', 'slots.write'),
  ('reviewer', 'content.read'), ('reviewer', 'post.approve'),
  ('client', 'content.read'), ('client', 'post.approve');
--> statement-breakpoint
REVOKE ALL ON workspace_role_permissions FROM PUBLIC;
--> statement-breakpoint
-- Whether the request's user, in the request's workspace, has one of `wanted` by their role. SECURITY DEFINER like
-- app_is_workspace_member: it reads workspace_members past that table's own row-level security.
CREATE FUNCTION app_member_can(wanted text[]) RETURNS boolean
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public
  AS $$
BEGIN
  RETURN EXISTS (
    SELECT 1 FROM workspace_members m JOIN workspace_role_permissions p ON p.role = m.role
    WHERE m.workspace_id = app_current_workspace_id() AND m.user_id = app_current_user_id()
      AND p.permission = ANY (wanted)
  );
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_member_can(text[]) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_member_can(text[]) TO pillarpost_app;
--> statement-breakpoint
-- A workspace table's `command` (INSERT, UPDATE or DELETE) needs one of `permissions` (restrictive: on top of the
-- membership policy of app_enable_workspace_rls), so a handler that forgot a role's limits still cannot write past
-- them. An UPDATE or DELETE the role may not do matches no row.
CREATE FUNCTION app_require_workspace_permission(target regclass, command text, permissions text[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  name text := (SELECT c.relname FROM pg_class c WHERE c.oid = target) || '_' || lower(command) || '_permission';
  -- a scalar subquery: an InitPlan evaluated once per statement, not once per row (as in migration 0009)
  allowed text := format('(SELECT app_member_can(%L::text[]))', permissions);
BEGIN
  IF command = 'INSERT' THEN
    EXECUTE format('CREATE POLICY %I ON %s AS RESTRICTIVE FOR INSERT TO pillarpost_app WITH CHECK (%s)',
      name, target, allowed);
  ELSIF command = 'UPDATE' THEN
    EXECUTE format('CREATE POLICY %I ON %s AS RESTRICTIVE FOR UPDATE TO pillarpost_app USING (%s) WITH CHECK (%s)',
      name, target, allowed, allowed);
  ELSIF command = 'DELETE' THEN
    EXECUTE format('CREATE POLICY %I ON %s AS RESTRICTIVE FOR DELETE TO pillarpost_app USING (%s)',
      name, target, allowed);
  ELSE
    RAISE EXCEPTION 'unknown command %', command;
  END IF;
END
$$;
--> statement-breakpoint
-- posts: written by whoever writes or plans them. Approving (post.approve) writes nothing yet: the approval steps
-- will add it to the UPDATE policy with the columns they change.
SELECT app_require_workspace_permission('posts', cmd, ARRAY['post.write'])
FROM unnest(ARRAY['INSERT', 'DELETE']) cmd;
--> statement-breakpoint
SELECT app_require_workspace_permission('posts', 'UPDATE', ARRAY['post.write', 'post.schedule']);
--> statement-breakpoint
SELECT app_require_workspace_permission(t.target, cmd, t.permissions)
FROM (VALUES
  ('generations'::regclass, ARRAY['post.write']),
  ('media'::regclass, ARRAY['media.write']),
  ('post_media'::regclass, ARRAY['post.write', 'media.write']),
  ('notes'::regclass, ARRAY['note.write']),
  ('prompts'::regclass, ARRAY['prompt.write']),
  ('posting_slots'::regclass, ARRAY['slots.write']),
  ('linkedin_connections'::regclass, ARRAY['linkedin.connect'])
) AS t(target, permissions), unnest(ARRAY['INSERT', 'UPDATE', 'DELETE']) cmd;
--> statement-breakpoint
-- notifications: each member's own (read, dismissed); any member writes theirs.
-- The request context also answers the member's role in the workspace it resolved ('' where none).
DROP FUNCTION app_request_context(text, text, uuid);
--> statement-breakpoint
CREATE FUNCTION app_request_context(member text, session_token text, wanted uuid,
  OUT user_id text, OUT workspace_id text, OUT role text)
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public
  AS $$
BEGIN
  user_id := member;
  workspace_id := '';
  role := '';
  IF session_token IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM sessions s WHERE s.token = session_token AND s.user_id = member AND s.expires_at > now()
  ) THEN
    user_id := '';
    RETURN;
  END IF;
  IF wanted IS NULL THEN
    SELECT w.id::text, m.role INTO workspace_id, role FROM workspaces w
    JOIN workspace_members m ON m.workspace_id = w.id AND m.user_id = member
    WHERE w.personal_user_id = member;
  ELSE
    SELECT m.workspace_id::text, m.role INTO workspace_id, role FROM workspace_members m
    WHERE m.workspace_id = wanted AND m.user_id = member;
  END IF;
  workspace_id := coalesce(workspace_id, '');
  role := coalesce(role, '');
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_request_context(text, text, uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_request_context(text, text, uuid) TO pillarpost_app;
