CREATE TABLE "brand_kits" (
	"workspace_id" uuid PRIMARY KEY DEFAULT app_current_workspace_id() NOT NULL,
	"created_by" text DEFAULT app_current_user_id(),
	"kit" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_kits" ADD CONSTRAINT "brand_kits_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_kits" ADD CONSTRAINT "brand_kits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Workspace content like carousels: members read their workspace's kit; writing it is writing carousels (posts).
SELECT app_enable_workspace_rls('brand_kits');
--> statement-breakpoint
SELECT app_require_workspace_permission('brand_kits', cmd, ARRAY['post.write'])
FROM unnest(ARRAY['INSERT', 'UPDATE', 'DELETE']) cmd;
