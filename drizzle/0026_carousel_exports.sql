CREATE TABLE "carousel_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid DEFAULT app_current_workspace_id() NOT NULL,
	"created_by" text DEFAULT app_current_user_id(),
	"carousel_id" uuid NOT NULL,
	"carousel_version" integer NOT NULL,
	"design" jsonb NOT NULL,
	"title" text NOT NULL,
	"lang" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"media_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carousel_exports_status_check" CHECK ("carousel_exports"."status" IN ('queued', 'rendering', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "carousel_exports" ADD CONSTRAINT "carousel_exports_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carousel_exports" ADD CONSTRAINT "carousel_exports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carousel_exports" ADD CONSTRAINT "carousel_exports_carousel_id_carousels_id_fk" FOREIGN KEY ("carousel_id") REFERENCES "public"."carousels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carousel_exports" ADD CONSTRAINT "carousel_exports_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carousel_exports_carousel_idx" ON "carousel_exports" USING btree ("carousel_id","created_at");--> statement-breakpoint
SELECT app_enable_workspace_rls('carousel_exports');
--> statement-breakpoint
SELECT app_require_workspace_permission('carousel_exports', cmd, ARRAY['post.write'])
FROM unnest(ARRAY['INSERT', 'UPDATE', 'DELETE']) cmd;
