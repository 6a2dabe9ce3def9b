-- Limits shared by every app process on the database (auth rate limits, per-user LLM generations, one generation
-- at a time per user), read and written by the owner pool only. UNLOGGED: a hit writes no write-ahead log, and a
-- database crash only resets counters and leases. The expiry indexes serve the clean-up job.
CREATE UNLOGGED TABLE "leases" (
	"key" text PRIMARY KEY NOT NULL,
	"holder" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "leases_expires_at_idx" ON "leases" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_limits_reset_at_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "verifications_expires_at_idx" ON "verifications" USING btree ("expires_at");