-- The user of a live session (not expired), for the non-owner role "pillarpost_app", which cannot read the
-- sessions table itself. withUser calls it in the statement that sets the row-level-security context, so every
-- user-scoped query checks, in the same round trip, that the request's session has not ended (sign-out, revoke,
-- password reset) in any app process.
CREATE FUNCTION app_session_user_id(session_token text) RETURNS text
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$ SELECT user_id FROM sessions WHERE token = session_token AND expires_at > now() $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_session_user_id(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_session_user_id(text) TO pillarpost_app;
