CREATE TABLE "workspace_members" (
	"workspace_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'owner' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_members_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text,
	"logo" text,
	"plan" text DEFAULT 'free' NOT NULL,
	"personal_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspaces_plan_check" CHECK ("workspaces"."plan" IN ('free', 'pro'))
);
--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_personal_user_id_users_id_fk" FOREIGN KEY ("personal_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workspace_members_user_idx" ON "workspace_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workspaces_personal_user_unique" ON "workspaces" USING btree ("personal_user_id");--> statement-breakpoint
-- Every user gets a personal workspace in the transaction that creates the user, whatever creates it (email
-- sign-up, LinkedIn, a script): a trigger rather than an application hook, so no path can forget it.
CREATE FUNCTION app_create_personal_workspace() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public
  AS $$
DECLARE
  created uuid;
BEGIN
  INSERT INTO workspaces (personal_user_id) VALUES (NEW.id) RETURNING id INTO created;
  INSERT INTO workspace_members (workspace_id, user_id, role) VALUES (created, NEW.id, 'owner');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_personal_workspace AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION app_create_personal_workspace();
--> statement-breakpoint
-- Users who signed up before workspaces existed.
WITH created AS (
  INSERT INTO workspaces (personal_user_id, created_at)
  SELECT u.id, u.created_at FROM users u
  WHERE NOT EXISTS (SELECT 1 FROM workspaces w WHERE w.personal_user_id = u.id)
  RETURNING id, personal_user_id, created_at
)
INSERT INTO workspace_members (workspace_id, user_id, role, created_at)
SELECT id, personal_user_id, 'owner', created_at FROM created;
--> statement-breakpoint
-- The workspace the request acts in (set by withUser next to app.user_id, transaction-local), or null.
CREATE FUNCTION app_current_workspace_id() RETURNS uuid
  LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('app.workspace_id', true), '')::uuid $$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_current_workspace_id() TO pillarpost_app;
--> statement-breakpoint
-- Whether the request's user belongs to a workspace. SECURITY DEFINER: it reads workspace_members past that
-- table's own row-level security, so policies can call it without recursion.
-- plpgsql rather than sql: a SECURITY DEFINER function is never inlined, and plpgsql keeps its query plan per
-- connection where a sql function plans its body at every call.
CREATE FUNCTION app_is_workspace_member(workspace uuid) RETURNS boolean
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public
  AS $$
BEGIN
  RETURN EXISTS (SELECT 1 FROM workspace_members m WHERE m.workspace_id = workspace AND m.user_id = app_current_user_id());
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_is_workspace_member(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_is_workspace_member(uuid) TO pillarpost_app;
--> statement-breakpoint
-- The request context in one call, for the statement that opens every user-scoped transaction (withUser):
-- the user when their session is live (no session token: not checked), and the workspace asked for when they
-- are a member of it, else (none asked) their personal workspace. '' where there is none.
CREATE FUNCTION app_request_context(member text, session_token text, wanted uuid, OUT user_id text, OUT workspace_id text)
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public
  AS $$
BEGIN
  user_id := member;
  workspace_id := '';
  IF session_token IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM sessions s WHERE s.token = session_token AND s.user_id = member AND s.expires_at > now()
  ) THEN
    user_id := '';
    RETURN;
  END IF;
  IF wanted IS NULL THEN
    SELECT w.id::text INTO workspace_id FROM workspaces w WHERE w.personal_user_id = member;
  ELSE
    SELECT m.workspace_id::text INTO workspace_id FROM workspace_members m
    WHERE m.workspace_id = wanted AND m.user_id = member;
  END IF;
  workspace_id := coalesce(workspace_id, '');
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_request_context(text, text, uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_request_context(text, text, uuid) TO pillarpost_app;
--> statement-breakpoint
-- THE pattern for workspace-owned tables (posts, notes, media, slots, connections...). Such a table has
--   workspace_id uuid NOT NULL DEFAULT app_current_workspace_id() REFERENCES workspaces(id) ON DELETE CASCADE,
--   created_by text DEFAULT app_current_user_id() REFERENCES users(id) ON DELETE SET NULL
-- and its migration calls: SELECT app_enable_workspace_rls('posts');
-- The request's role then sees and writes only rows of the workspace it acts in, and only while the user is a
-- member of it (a forged app.workspace_id shows nothing); a new row is created by the request's user.
CREATE FUNCTION app_enable_workspace_rls(target regclass) RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  name text := (SELECT c.relname FROM pg_class c WHERE c.oid = target);
BEGIN
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %s TO pillarpost_app', target);
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', target);
  EXECUTE format(
    'CREATE POLICY %I ON %s TO pillarpost_app '
    'USING (workspace_id = app_current_workspace_id() AND app_is_workspace_member(app_current_workspace_id())) '
    'WITH CHECK (workspace_id = app_current_workspace_id() AND app_is_workspace_member(app_current_workspace_id()))',
    name || '_workspace', target);
  EXECUTE format(
    'CREATE POLICY %I ON %s AS RESTRICTIVE FOR INSERT TO pillarpost_app WITH CHECK (created_by = app_current_user_id())',
    name || '_created_by', target);
END
$$;
--> statement-breakpoint
GRANT SELECT ON workspaces TO pillarpost_app;
--> statement-breakpoint
ALTER TABLE workspaces ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY workspaces_member ON workspaces FOR SELECT TO pillarpost_app USING (app_is_workspace_member(id));
--> statement-breakpoint
GRANT SELECT ON workspace_members TO pillarpost_app;
--> statement-breakpoint
ALTER TABLE workspace_members ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY workspace_members_own ON workspace_members FOR SELECT TO pillarpost_app
  USING (user_id = app_current_user_id());
