-- Row-level security for the strategy tables (same pattern as 0001): the API reads and writes them as
-- "pillarpost_app" with app.user_id set, and only sees the signed-in user's rows.
GRANT SELECT ON strategy_questions TO pillarpost_app;
--> statement-breakpoint
ALTER TABLE strategy_questions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY strategy_questions_read ON strategy_questions FOR SELECT TO pillarpost_app USING (true);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON strategy_user_responses TO pillarpost_app;
--> statement-breakpoint
ALTER TABLE strategy_user_responses ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY strategy_user_responses_owner ON strategy_user_responses TO pillarpost_app
  USING (user_id = app_current_user_id()) WITH CHECK (user_id = app_current_user_id());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON linkedin_strategies TO pillarpost_app;
--> statement-breakpoint
ALTER TABLE linkedin_strategies ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY linkedin_strategies_owner ON linkedin_strategies TO pillarpost_app
  USING (user_id = app_current_user_id()) WITH CHECK (user_id = app_current_user_id());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON linkedin_strategy_pillars TO pillarpost_app;
--> statement-breakpoint
ALTER TABLE linkedin_strategy_pillars ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
-- A pillar may only be attached to one of the user's own strategies (the strategy's policy hides the others).
CREATE POLICY linkedin_strategy_pillars_owner ON linkedin_strategy_pillars TO pillarpost_app
  USING (user_id = app_current_user_id())
  WITH CHECK (
    user_id = app_current_user_id()
    AND EXISTS (SELECT 1 FROM linkedin_strategies s WHERE s.id = strategy_id AND s.user_id = app_current_user_id())
  );
