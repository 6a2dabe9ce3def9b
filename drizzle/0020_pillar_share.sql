-- Row-level security: the table's owner policy and grants (0003) cover the new column.
ALTER TABLE "linkedin_strategy_pillars" ADD COLUMN "mix_share" integer;--> statement-breakpoint
ALTER TABLE "linkedin_strategy_pillars" ADD CONSTRAINT "linkedin_strategy_pillars_mix_share_range" CHECK ("linkedin_strategy_pillars"."mix_share" BETWEEN 1 AND 10);