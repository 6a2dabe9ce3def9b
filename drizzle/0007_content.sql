CREATE TABLE "notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid DEFAULT app_current_workspace_id() NOT NULL,
	"created_by" text DEFAULT app_current_user_id(),
	"body" text DEFAULT '' NOT NULL,
	"tags" text DEFAULT '[]' NOT NULL,
	"pillar_id" uuid,
	"pinned" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid DEFAULT app_current_workspace_id() NOT NULL,
	"created_by" text DEFAULT app_current_user_id(),
	"pillar_id" uuid,
	"note_id" uuid,
	"body" text DEFAULT '' NOT NULL,
	"first_comment" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "posts_status_check" CHECK ("posts"."status" IN ('idea', 'draft', 'scheduled', 'publishing', 'published', 'failed', 'needs_check'))
);
--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_pillar_id_linkedin_strategy_pillars_id_fk" FOREIGN KEY ("pillar_id") REFERENCES "public"."linkedin_strategy_pillars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_pillar_id_linkedin_strategy_pillars_id_fk" FOREIGN KEY ("pillar_id") REFERENCES "public"."linkedin_strategy_pillars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notes_workspace_updated_idx" ON "notes" USING btree ("workspace_id","updated_at");--> statement-breakpoint
CREATE INDEX "notes_deleted_idx" ON "notes" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "posts_workspace_updated_idx" ON "posts" USING btree ("workspace_id","updated_at");--> statement-breakpoint
CREATE INDEX "posts_note_idx" ON "posts" USING btree ("note_id");--> statement-breakpoint
CREATE INDEX "posts_deleted_idx" ON "posts" USING btree ("deleted_at");--> statement-breakpoint
-- Members of the request's workspace only (the pattern of 0006).
SELECT app_enable_workspace_rls('notes');
--> statement-breakpoint
SELECT app_enable_workspace_rls('posts');
