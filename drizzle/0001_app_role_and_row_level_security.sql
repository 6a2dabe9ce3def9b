-- The API queries user-owned rows as the non-owner role "pillarpost_app", with the signed-in user's id in
-- the setting app.user_id; row-level security then hides every other user's rows. Roles are cluster-wide,
-- so the role may already exist (another database of the same server).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'pillarpost_app') THEN
    CREATE ROLE pillarpost_app NOLOGIN;
  END IF;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('GRANT pillarpost_app TO %I', current_user);
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO pillarpost_app;
--> statement-breakpoint
CREATE FUNCTION app_current_user_id() RETURNS text
  LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('app.user_id', true), '') $$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_current_user_id() TO pillarpost_app;
--> statement-breakpoint
GRANT SELECT, UPDATE (first_name, last_name, full_name, name, headline, linkedin, language, image, updated_at) ON users TO pillarpost_app;
--> statement-breakpoint
ALTER TABLE users ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY users_owner ON users TO pillarpost_app
  USING (id = app_current_user_id()) WITH CHECK (id = app_current_user_id());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON linkedin_profiles TO pillarpost_app;
--> statement-breakpoint
ALTER TABLE linkedin_profiles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY linkedin_profiles_owner ON linkedin_profiles TO pillarpost_app
  USING (user_id = app_current_user_id()) WITH CHECK (user_id = app_current_user_id());
