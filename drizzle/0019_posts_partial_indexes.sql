DROP INDEX "posts_workspace_updated_idx";--> statement-breakpoint
DROP INDEX "posts_note_idx";--> statement-breakpoint
DROP INDEX "posts_deleted_idx";--> statement-breakpoint
CREATE INDEX "posts_workspace_trash_idx" ON "posts" USING btree ("workspace_id","deleted_at") WHERE "posts"."deleted_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_note_idx" ON "posts" USING btree ("note_id") WHERE "posts"."note_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_deleted_idx" ON "posts" USING btree ("deleted_at") WHERE "posts"."deleted_at" IS NOT NULL;