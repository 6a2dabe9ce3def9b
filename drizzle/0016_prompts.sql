CREATE TABLE "prompts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid DEFAULT app_current_workspace_id() NOT NULL,
	"created_by" text DEFAULT app_current_user_id(),
	"name" text NOT NULL,
	"text" text NOT NULL,
	"pillar_id" uuid,
	"format" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prompts_name_length_check" CHECK (length("prompts"."name") BETWEEN 1 AND 120),
	CONSTRAINT "prompts_text_length_check" CHECK (length("prompts"."text") BETWEEN 1 AND 4000)
);
--> statement-breakpoint
ALTER TABLE "prompts" ADD CONSTRAINT "prompts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompts" ADD CONSTRAINT "prompts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompts" ADD CONSTRAINT "prompts_pillar_id_linkedin_strategy_pillars_id_fk" FOREIGN KEY ("pillar_id") REFERENCES "public"."linkedin_strategy_pillars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prompts_workspace_name_idx" ON "prompts" USING btree ("workspace_id","name");--> statement-breakpoint
-- Members of the request's workspace only (the pattern of 0006).
SELECT app_enable_workspace_rls('prompts');
