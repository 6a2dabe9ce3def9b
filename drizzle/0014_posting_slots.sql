CREATE TABLE "posting_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid DEFAULT app_current_workspace_id() NOT NULL,
	"created_by" text DEFAULT app_current_user_id(),
	"weekday" smallint NOT NULL,
	"local_time" text NOT NULL,
	"time_zone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posting_slots_workspace_weekday_time_unique" UNIQUE("workspace_id","weekday","local_time"),
	CONSTRAINT "posting_slots_weekday_check" CHECK ("posting_slots"."weekday" BETWEEN 1 AND 7),
	CONSTRAINT "posting_slots_local_time_check" CHECK ("posting_slots"."local_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "posting_slots_time_zone_check" CHECK (length("posting_slots"."time_zone") BETWEEN 1 AND 64)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "posting_slots" ADD CONSTRAINT "posting_slots_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_slots" ADD CONSTRAINT "posting_slots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The profile endpoint writes the user's zone; better-auth's update-user is no endpoint (tests/api/auth-user-fields).
GRANT UPDATE (time_zone) ON users TO pillarpost_app;
--> statement-breakpoint
-- Members of the request's workspace only (the pattern of 0006).
SELECT app_enable_workspace_rls('posting_slots');
