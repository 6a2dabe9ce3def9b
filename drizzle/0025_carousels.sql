CREATE TABLE "carousels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid DEFAULT app_current_workspace_id() NOT NULL,
	"created_by" text DEFAULT app_current_user_id(),
	"name" text NOT NULL,
	"pillar_id" uuid,
	"design" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "carousels" ADD CONSTRAINT "carousels_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carousels" ADD CONSTRAINT "carousels_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carousels" ADD CONSTRAINT "carousels_pillar_id_linkedin_strategy_pillars_id_fk" FOREIGN KEY ("pillar_id") REFERENCES "public"."linkedin_strategy_pillars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carousels_workspace_live_updated_idx" ON "carousels" USING btree ("workspace_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "carousels"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "carousels_workspace_trash_idx" ON "carousels" USING btree ("workspace_id","deleted_at") WHERE "carousels"."deleted_at" IS NOT NULL;--> statement-breakpoint
-- Workspace content like notes and posts: members see their workspace's carousels; writing them is writing posts.
SELECT app_enable_workspace_rls('carousels');
--> statement-breakpoint
SELECT app_require_workspace_permission('carousels', cmd, ARRAY['post.write'])
FROM unnest(ARRAY['INSERT', 'UPDATE', 'DELETE']) cmd;
