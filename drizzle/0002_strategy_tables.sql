CREATE TABLE "linkedin_strategies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"user_id" text NOT NULL,
	"generator" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "linkedin_strategies_generator_check" CHECK ("linkedin_strategies"."generator" IS NULL OR "linkedin_strategies"."generator" IN ('llm', 'builtin'))
);
--> statement-breakpoint
CREATE TABLE "linkedin_strategy_pillars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"strategy_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"purpose" text DEFAULT '' NOT NULL,
	"target_audience" text DEFAULT '' NOT NULL,
	"formats" text DEFAULT '[]' NOT NULL,
	"engagement_style" text DEFAULT '' NOT NULL,
	"frequency" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "strategy_questions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order" integer NOT NULL,
	"type" text NOT NULL,
	"text_en" text NOT NULL,
	"text_fr" text NOT NULL,
	"options_en" text,
	"options_fr" text,
	"conditional_logic" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "strategy_questions_type_check" CHECK ("strategy_questions"."type" IN ('text', 'select', 'multiselect', 'checkbox'))
);
--> statement-breakpoint
CREATE TABLE "strategy_user_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"question_id" uuid NOT NULL,
	"response" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "linkedin_strategies" ADD CONSTRAINT "linkedin_strategies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_strategy_pillars" ADD CONSTRAINT "linkedin_strategy_pillars_strategy_id_linkedin_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."linkedin_strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_strategy_pillars" ADD CONSTRAINT "linkedin_strategy_pillars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_user_responses" ADD CONSTRAINT "strategy_user_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_user_responses" ADD CONSTRAINT "strategy_user_responses_question_id_strategy_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."strategy_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "linkedin_strategies_user_created_idx" ON "linkedin_strategies" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "linkedin_strategy_pillars_strategy_idx" ON "linkedin_strategy_pillars" USING btree ("strategy_id");--> statement-breakpoint
CREATE INDEX "linkedin_strategy_pillars_user_idx" ON "linkedin_strategy_pillars" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "strategy_questions_order_idx" ON "strategy_questions" USING btree ("order");--> statement-breakpoint
CREATE UNIQUE INDEX "strategy_user_responses_user_question_unique" ON "strategy_user_responses" USING btree ("user_id","question_id");