CREATE TABLE "notification_preferences" (
	"user_id" text DEFAULT app_current_user_id() NOT NULL,
	"kind" text NOT NULL,
	"email" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid DEFAULT app_current_workspace_id() NOT NULL,
	"created_by" text DEFAULT app_current_user_id(),
	"kind" text NOT NULL,
	"post_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"read_at" timestamp with time zone,
	"mail_state" text DEFAULT 'pending' NOT NULL,
	"mail_attempts" integer DEFAULT 0 NOT NULL,
	"mail_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_kind_known" CHECK (kind IN ('publish_failed', 'needs_check', 'first_comment_failed', 'linkedin_expiring', 'linkedin_reconnect_needed')),
	CONSTRAINT "notifications_mail_state_known" CHECK (mail_state IN ('pending', 'sending', 'sent', 'skipped', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_unique" ON "notifications" USING btree ("workspace_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "notifications_mail_pending_idx" ON "notifications" USING btree ("mail_updated_at") WHERE mail_state IN ('pending', 'sending');
--> statement-breakpoint
-- Notifications belong to the workspace (the pattern of 0006); the code also filters by the user they are for.
SELECT app_enable_workspace_rls('notifications');
--> statement-breakpoint
-- Preferences are the user's own (the pattern of 0001/0003).
GRANT SELECT, INSERT, UPDATE, DELETE ON notification_preferences TO pillarpost_app;
--> statement-breakpoint
ALTER TABLE notification_preferences ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY notification_preferences_owner ON notification_preferences TO pillarpost_app
  USING (user_id = app_current_user_id()) WITH CHECK (user_id = app_current_user_id());
