CREATE TABLE "inspiration_favourites" (
	"workspace_id" uuid DEFAULT app_current_workspace_id() NOT NULL,
	"pattern_id" text NOT NULL,
	"created_by" text DEFAULT app_current_user_id(),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspiration_favourites_workspace_id_pattern_id_pk" PRIMARY KEY("workspace_id","pattern_id")
);
--> statement-breakpoint
ALTER TABLE "inspiration_favourites" ADD CONSTRAINT "inspiration_favourites_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_favourites" ADD CONSTRAINT "inspiration_favourites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Workspace content like saved posts: members read the favourites; marking one takes note.write.
SELECT app_enable_workspace_rls('inspiration_favourites');
--> statement-breakpoint
SELECT app_require_workspace_permission('inspiration_favourites', cmd, ARRAY['note.write'])
FROM unnest(ARRAY['INSERT', 'UPDATE', 'DELETE']) cmd;
