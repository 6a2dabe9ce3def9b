ALTER TABLE "posts" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "scheduled_by" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "publish_retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "publishing_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "publish_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "linkedin_post_urn" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "linkedin_post_url" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "linkedin_comment_urn" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "publish_error" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "publish_error_detail" text;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_scheduled_by_users_id_fk" FOREIGN KEY ("scheduled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_due_idx" ON "posts" USING btree ((coalesce("publish_retry_at", "scheduled_at"))) WHERE "posts"."status" = 'scheduled' AND "posts"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "posts_publishing_idx" ON "posts" USING btree ("publishing_started_at") WHERE "posts"."status" = 'publishing';--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_scheduled_has_time" CHECK ("posts"."status" NOT IN ('scheduled', 'publishing') OR "posts"."scheduled_at" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_publishing_has_start" CHECK ("posts"."status" <> 'publishing' OR "posts"."publishing_started_at" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_published_has_time" CHECK ("posts"."status" <> 'published' OR "posts"."published_at" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_urn_only_published" CHECK ("posts"."linkedin_post_urn" IS NULL OR "posts"."status" = 'published');--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_failed_has_error" CHECK ("posts"."status" <> 'failed' OR "posts"."publish_error" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_publish_error_known" CHECK ("posts"."publish_error" IS NULL OR "posts"."publish_error" IN ('RECONNECT_NEEDED', 'DUPLICATE_POST', 'REJECTED', 'MISSED_TIME', 'TOO_LONG', 'EMPTY', 'NOT_CONNECTED', 'FIRST_COMMENT_FAILED'));