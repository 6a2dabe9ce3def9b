import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** Reference data (seeded from db/seed/strategy-questions.ts): readable by every signed-in user. */
export const strategyQuestions = pgTable(
  "strategy_questions",
  {
    id: uuid("id").primaryKey(),
    order: integer("order").notNull(),
    type: text("type").notNull(),
    textEn: text("text_en").notNull(),
    textFr: text("text_fr").notNull(),
    /** JSON text of a list of canonical values (English labels). */
    optionsEn: text("options_en"),
    /** JSON text of the French labels, same order as options_en. */
    optionsFr: text("options_fr"),
    /** JSON text, see conditionalLogicSchema in src/contracts/strategy.ts. */
    conditionalLogic: text("conditional_logic"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("strategy_questions_type_check", sql`${t.type} IN ('text', 'select', 'multiselect', 'checkbox')`),
    index("strategy_questions_order_idx").on(t.order),
  ],
);

export const strategyUserResponses = pgTable(
  "strategy_user_responses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionId: uuid("question_id")
      .notNull()
      .references(() => strategyQuestions.id, { onDelete: "cascade" }),
    /** JSON text: string (text, select), list of strings (multiselect) or boolean (checkbox). */
    response: text("response").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("strategy_user_responses_user_question_unique").on(t.userId, t.questionId)],
);

export const linkedinStrategies = pgTable(
  "linkedin_strategies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 'llm' | 'builtin' for generated strategies, null for ones the user created by hand. */
    generator: text("generator"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("linkedin_strategies_user_created_idx").on(t.userId, t.createdAt),
    check("linkedin_strategies_generator_check", sql`${t.generator} IS NULL OR ${t.generator} IN ('llm', 'builtin')`),
  ],
);

export const linkedinStrategyPillars = pgTable(
  "linkedin_strategy_pillars",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    strategyId: uuid("strategy_id")
      .notNull()
      .references(() => linkedinStrategies.id, { onDelete: "cascade" }),
    /** Owner, copied from the strategy: row-level security checks it without a join. */
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    purpose: text("purpose").notNull().default(""),
    targetAudience: text("target_audience").notNull().default(""),
    /** JSON text of a list of content formats. */
    formats: text("formats").notNull().default("[]"),
    engagementStyle: text("engagement_style").notNull().default(""),
    frequency: text("frequency").notNull().default(""),
    isActive: boolean("is_active").notNull().default(true),
    /** Its share of the pillar mix's total (PILLAR_SHARE_LIMITS); null: the default, an equal split. */
    mixShare: integer("mix_share"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("linkedin_strategy_pillars_strategy_idx").on(t.strategyId),
    index("linkedin_strategy_pillars_user_idx").on(t.userId),
    check("linkedin_strategy_pillars_mix_share_range", sql`${t.mixShare} BETWEEN 1 AND 10`),
  ],
);
