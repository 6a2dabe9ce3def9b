CREATE TABLE "account_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text DEFAULT app_current_user_id() NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"done_items" integer DEFAULT 0 NOT NULL,
	"total_items" integer DEFAULT 0 NOT NULL,
	"file_key" text,
	"size" bigint,
	"error" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_exports_status_check" CHECK ("account_exports"."status" IN ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "account_exports" ADD CONSTRAINT "account_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_exports_user_created_idx" ON "account_exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_exports_one_active" ON "account_exports" USING btree ("user_id") WHERE status IN ('queued', 'running');--> statement-breakpoint
-- An export is its owner's alone (the pattern of 0001/0015): another user's id reads nothing.
GRANT SELECT, INSERT, UPDATE, DELETE ON account_exports TO pillarpost_app;
--> statement-breakpoint
ALTER TABLE account_exports ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY account_exports_owner ON account_exports TO pillarpost_app
  USING (user_id = app_current_user_id()) WITH CHECK (user_id = app_current_user_id());
