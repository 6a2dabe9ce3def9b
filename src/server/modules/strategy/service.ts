import { toLanguage } from "../../../contracts/language";
import type { Logger } from "pino";
import { isUuidShaped } from "../../../contracts/ids";
import {
  normalizeAnswer,
  parseConditionalLogic,
  parseOptions,
  progressPercent,
  validateAnswer,
  type Answers,
  type AnswerValue,
  type CreatePillarInput,
  type CreateStrategyInput,
  type GenerateStrategyInput,
  type Generator,
  type Language,
  type Pillar,
  type SaveResponsesInput,
  type Strategy,
  type StrategyQuestion,
  type UpdatePillarInput,
} from "../../../contracts/strategy/schemas";
import { withUser, withUserTransaction, type Database, type UserDb } from "../../db/client";
import { isAiFailureReason, type AiFallbackReason } from "../../../contracts/ai/rules";
import { LlmError, type LlmClient } from "../../integrations/llm/llm-client";
import { AppError } from "../../lib/errors";
import { messageText } from "../../../contracts/message-catalog";
import { briefQuestionOf, buildBrief, type BriefQuestion } from "../../../shared/strategy/brief";
import { generateBuiltinStrategy, type StrategyDraft } from "../../../shared/strategy/builtin";
import { generateLlmStrategy } from "./llm-generator";
import * as q from "./queries";
import type { Actor } from "../../lib/actor";

const iso = (d: Date) => d.toISOString();

function toQuestion(row: q.QuestionRow, language: Language): StrategyQuestion {
  const optionsEn = parseOptions(row.optionsEn);
  const optionsFr = parseOptions(row.optionsFr);
  const localized =
    language === "fr" && optionsFr && optionsEn && optionsFr.length === optionsEn.length ? optionsFr : optionsEn;
  return {
    id: row.id,
    order: row.order,
    type: row.type as StrategyQuestion["type"],
    text: language === "fr" ? row.textFr : row.textEn,
    options: localized,
    values: optionsEn,
    language,
    textEn: row.textEn,
    textFr: row.textFr,
    optionsEn,
    optionsFr,
    conditionalLogic: parseConditionalLogic(row.conditionalLogic),
    createdAt: iso(row.createdAt),
  };
}

function toBriefQuestion(row: q.QuestionRow): BriefQuestion {
  return briefQuestionOf({ ...toQuestion(row, "en"), textEn: row.textEn, textFr: row.textFr });
}

function parseResponse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text; // corrupt JSON text: kept as a plain string, normalisation drops it if the type is wrong
  }
}

function toPillar(row: q.PillarRow): Pillar {
  const formats = parseOptions(row.formats) ?? [];
  return {
    id: row.id,
    strategyId: row.strategyId,
    name: row.name,
    description: row.description,
    purpose: row.purpose,
    targetAudience: row.targetAudience,
    formats,
    engagementStyle: row.engagementStyle,
    frequency: row.frequency,
    isActive: row.isActive,
    createdAt: iso(row.createdAt),
  };
}

function toStrategy(row: q.StrategyRow, pillars: q.PillarRow[]): Strategy {
  return {
    id: row.id,
    name: row.name,
    userId: row.userId,
    generator: (row.generator as Generator | null) ?? null,
    createdAt: iso(row.createdAt),
    pillars: pillars.map(toPillar),
  };
}

export interface StrategyServiceDeps {
  database: Database;
  llm: LlmClient | null;
  logger: Logger;
}

export function strategyService({ database, llm }: StrategyServiceDeps) {
  async function questionsAndAnswers(db: UserDb, userId: string) {
    const [rows, responses] = await Promise.all([q.listQuestions(db), q.listResponses(db, userId)]);
    const questions = rows.map((r) => toQuestion(r, "en"));
    const byId = new Map(questions.map((x) => [x.id, x]));
    const answers: Answers = {};
    const kept: q.ResponseRow[] = [];
    for (const r of responses) {
      const question = byId.get(r.questionId);
      const value = question ? normalizeAnswer(question, parseResponse(r.response)) : undefined;
      if (value === undefined) continue;
      answers[r.questionId] = value;
      kept.push(r);
    }
    return { rows, questions, answers, kept };
  }

  function responsesView(userId: string, data: Awaited<ReturnType<typeof questionsAndAnswers>>) {
    return {
      responses: data.kept.map((r) => ({
        questionId: r.questionId,
        userId,
        response: data.answers[r.questionId] as AnswerValue,
        createdAt: iso(r.createdAt),
        updatedAt: iso(r.updatedAt),
      })),
      answers: data.answers as Record<string, AnswerValue>,
      progress: progressPercent(data.questions, data.answers),
    };
  }

  return {
    async listQuestions(actor: Actor, requested?: Language) {
      return withUser(database, actor, async (db) => {
        const language = requested ?? toLanguage(await q.userLanguage(db, actor.userId));
        return (await q.listQuestions(db)).map((row) => toQuestion(row, language));
      });
    },

    async getResponses(actor: Actor) {
      return withUser(database, actor, async (db) =>
        responsesView(actor.userId, await questionsAndAnswers(db, actor.userId)),
      );
    },

    /**
     * SPEC §5/§7: answers keyed by question id; blank and non-UUID keys are skipped, values are normalised
     * (§4) and then checked against the question type; one bad value rejects the whole request (400).
     */
    async saveResponses(actor: Actor, input: SaveResponsesInput) {
      return withUserTransaction(database, actor, async (tx) => {
        // French labels as options and English values: answers given as either are stored as the value.
        const questions = (await q.listQuestions(tx)).map((r) => toQuestion(r, "fr"));
        const byId = new Map(questions.map((x) => [x.id.toLowerCase(), x]));
        const skipped: string[] = [];
        const upserts: { questionId: string; response: string }[] = [];
        const deletes: string[] = [];
        const seen = new Set<string>();
        for (const [rawKey, raw] of Object.entries(input.answers)) {
          const key = rawKey.trim().toLowerCase();
          if (!isUuidShaped(key)) {
            skipped.push(rawKey);
            continue;
          }
          const question = byId.get(key);
          if (!question) throw new AppError({ code: "VALIDATION_FAILED", message: `Unknown question: ${rawKey}` });
          // ids differing only in case or spacing name one question: which answer wins would be arbitrary
          if (seen.has(key))
            throw new AppError({
              code: "VALIDATION_FAILED",
              message: `Question ${question.id} is answered more than once`,
            });
          seen.add(key);
          if (raw === null) {
            deletes.push(question.id);
            continue;
          }
          const value = normalizeAnswer(question, raw);
          const problem = validateAnswer(question, value);
          if (problem)
            throw new AppError({
              code: "VALIDATION_FAILED",
              message: `${messageText(problem)} (question ${question.order}: ${question.textEn})`,
              issues: [{ path: `answers.${question.id}`, code: problem }],
            });
          upserts.push({ questionId: question.id, response: JSON.stringify(value) });
        }
        await q.upsertResponses(tx, actor.userId, upserts);
        const deleted = await q.deleteResponses(tx, actor.userId, deletes);
        const view = responsesView(actor.userId, await questionsAndAnswers(tx, actor.userId));
        return { ...view, saved: upserts.length, deleted, skipped };
      });
    },

    async listStrategies(actor: Actor) {
      return withUser(
        database,
        actor,
        async (db) => (await q.listStrategies(db, actor.userId)).map((s) => toStrategy(s, s.pillars)),
        { readOnly: true },
      );
    },

    async createStrategy(actor: Actor, input: CreateStrategyInput, generator: Generator | null = null) {
      return withUserTransaction(database, actor, async (tx) => {
        const row = await q.insertStrategy(tx, actor.userId, input.name, generator ?? input.generator ?? null);
        const pillars = await q.insertPillars(tx, actor.userId, row.id, input.pillars ?? []);
        return toStrategy(row, pillars);
      });
    },

    async createPillar(actor: Actor, input: CreatePillarInput) {
      const { strategyId, ...fields } = input;
      if (!isUuidShaped(strategyId)) throw new AppError({ code: "NOT_FOUND", message: "Strategy not found" });
      return withUserTransaction(database, actor, async (tx) => {
        const strategy = await q.findStrategy(tx, actor.userId, strategyId);
        if (!strategy) throw new AppError({ code: "NOT_FOUND", message: "Strategy not found" });
        const [row] = await q.insertPillars(tx, actor.userId, strategy.id, [fields]);
        return toPillar(row);
      });
    },

    /** SPEC §7: only the supplied fields are written, and empty strings are not written. */
    async updatePillar(actor: Actor, pillarId: string, input: UpdatePillarInput) {
      if (!isUuidShaped(pillarId)) throw new AppError({ code: "NOT_FOUND", message: "Pillar not found" });
      const set: Parameters<typeof q.updatePillar>[3] = {};
      for (const key of ["name", "description", "purpose", "targetAudience", "engagementStyle", "frequency"] as const) {
        const v = input[key];
        if (typeof v === "string" && v !== "") set[key] = v;
      }
      if (input.formats !== undefined) set.formats = JSON.stringify(input.formats);
      if (input.isActive !== undefined) set.isActive = input.isActive;
      const row = await withUser(database, actor, (db) => q.updatePillar(db, actor.userId, pillarId, set));
      if (!row) throw new AppError({ code: "NOT_FOUND", message: "Pillar not found" });
      return toPillar(row);
    },

    async reset(actor: Actor) {
      return withUserTransaction(database, actor, (tx) => q.resetUserStrategy(tx, actor.userId));
    },

    /**
     * Builds a strategy from all the user's answers (request options first, then answers, then SPEC
     * defaults) with the LLM when configured and not over its limit (`takeLlmCall` answers the seconds to
     * wait), else or on failure with the built-in generator; saves it.
     */
    async generate(
      actor: Actor,
      input: GenerateStrategyInput,
      log: Logger,
      takeLlmCall: () => Promise<number> = async () => 0,
    ) {
      const { rows, answers, language } = await withUser(database, actor, async (db) => {
        const data = await questionsAndAnswers(db, actor.userId);
        return { ...data, language: input.options?.language ?? toLanguage(await q.userLanguage(db, actor.userId)) };
      });
      const brief = buildBrief(rows.map(toBriefQuestion), answers, input.options, language);
      let draft: StrategyDraft | undefined;
      let generator: Generator = "builtin";
      let fallbackReason: AiFallbackReason | null = llm ? null : "not-configured";
      // Only LLM calls are limited: over the limit the built-in generator answers, and says when the LLM is back.
      let retryAfterSeconds = llm ? await takeLlmCall() : 0;
      if (retryAfterSeconds > 0) fallbackReason = "rate-limited";
      else if (llm) {
        try {
          draft = await generateLlmStrategy(llm, brief, input.strategyName);
          generator = "llm";
        } catch (err) {
          // "cancelled" cannot happen here (nothing cancels this call): any reason the user is not told is "error"
          fallbackReason = err instanceof LlmError && isAiFailureReason(err.reason) ? err.reason : "error";
          if (err instanceof LlmError && err.retryAfterSeconds) retryAfterSeconds = err.retryAfterSeconds;
          log.warn(
            { reason: fallbackReason, err: (err as Error).message },
            "LLM strategy generation failed; using the built-in generator",
          );
        }
      }
      draft ??= generateBuiltinStrategy(brief, input.strategyName);
      const strategy = await this.createStrategy(
        actor,
        { name: draft.name, pillars: draft.pillars.map((p) => ({ ...p, isActive: true })) },
        generator,
      );
      return {
        strategy,
        generator,
        fallbackReason,
        retryAfterSeconds: retryAfterSeconds > 0 ? retryAfterSeconds : null,
      };
    },
  };
}

export type StrategyService = ReturnType<typeof strategyService>;
