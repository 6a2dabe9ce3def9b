import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { z } from "zod";
import {
  GENERATION_CODES,
  GENERATION_LIMITS,
  variantSchema,
  type Generation,
  type GenerationEvent,
  type GenerationInput,
  type GenerationMode,
  type Variant,
} from "../../../contracts/generation/schemas";
import { messageText } from "../../../contracts/message-catalog";
import { isUuidShaped } from "../../../contracts/ids";
import { STRATEGY_DEFAULTS } from "../../../contracts/strategy/rules";
import { withUser, type Database } from "../../db/client";
import { aiFailureCode } from "../../../contracts/generation/rules";
import { LlmError, type LlmClient } from "../../integrations/llm/llm-client";
import { AppError } from "../../lib/errors";
import { loggableError } from "../../lib/log-error";
import { generationPrompt, toVariant, variantsSchema, VARIANTS_SCHEMA_NAME, type PromptBrief } from "./prompt";
import { readPrompt } from "../prompts/service";
import { findStructure } from "./inspiration-structure";
import * as q from "./queries";
import { templateVariant, templateVariants, type TemplateBrief } from "./template-generator";
import type { Actor } from "../../lib/actor";

export type Emit = (event: GenerationEvent) => void;

/** What a generation (or the regeneration of one variant) will write, resolved and checked before it streams. */
export interface GenerationPlan {
  mode: GenerationMode;
  input: Generation["input"];
  pillar: PromptBrief["pillar"];
  instructions: string | null;
  voiceExamples: string[];
  /** Regenerating: the saved generation and the variant to replace. */
  regenerate?: { id: string; index: number; mode: GenerationMode; variants: Variant[] };
}

function toGeneration(row: q.GenerationRow): Generation {
  return {
    id: row.id,
    mode: row.mode as GenerationMode,
    // generations saved before structures were asked for have none
    input: { ...row.input, structureId: row.input.structureId ?? null },
    variants: row.variants,
    createdAt: row.createdAt.toISOString(),
  };
}

const generationNotFound = () => new AppError({ code: "GENERATION_NOT_FOUND" });
const notFound = (path: string, code: string, message: string) =>
  new AppError({ code: "NOT_FOUND", message, issues: [{ path, code }] });

/** The tone of the strategy questionnaire's answer (JSON text of a string), if it is one. */
function parseTone(response: string | undefined): string | null {
  if (!response) return null;
  try {
    const value: unknown = JSON.parse(response);
    return typeof value === "string" && value.trim() ? value.trim().slice(0, GENERATION_LIMITS.toneMax) : null;
  } catch {
    return null;
  }
}

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** A text cut where a reader would pause (after a blank line), so template mode streams like a writer. */
function pieces(text: string): string[] {
  return text.split(/(?<=\n\n)/);
}

export interface GenerationServiceDeps {
  database: Database;
  llm: LlmClient | null;
  logger: Logger;
}

/** Generate Post: the user's generations of the request's workspace (withUser sets it; row-level security too). */
export function generationService({ database, llm, logger }: GenerationServiceDeps) {
  // a structure removed from Inspirations since a generation was saved: its variants are written without one
  const structureOf = (plan: GenerationPlan) =>
    plan.input.structureId === null ? null : (findStructure(plan.input.structureId, plan.input.language) ?? null);
  const templateBrief = (plan: GenerationPlan): TemplateBrief => ({
    topic: plan.input.topic,
    tone: plan.input.tone,
    format: plan.input.format,
    length: plan.input.length,
    language: plan.input.language,
    structure: structureOf(plan),
  });

  /** Writes the variants with the model, streaming each variant's text as it grows; the validated ones at the end. */
  async function writeWithLlm(plan: GenerationPlan, emit: Emit, signal: AbortSignal): Promise<Variant[]> {
    const regenerate = plan.regenerate;
    const count = regenerate ? 1 : GENERATION_LIMITS.variantCount;
    // what each variant's deltas have said so far; a repair turn that writes another text stops its deltas (the
    // final `done` carries the text as validated)
    const sent: string[] = Array.from({ length: GENERATION_LIMITS.variantCount }, () => "");
    const diverged = new Set<number>();
    const write = (first: number, n: number, avoidHooks: string[]) =>
      writeVariants(plan, { first: regenerate ? regenerate.index : first, count: n, avoidHooks }, emit, signal, {
        sent,
        diverged,
      });
    const avoid = regenerate ? regenerate.variants.map((v) => v.hook) : [];
    try {
      return await write(0, count, avoid);
    } catch (err) {
      // cut at the server's length limit even when asked for less: one variant a call is a third as long
      if (!(err instanceof LlmError && err.reason === "truncated") || count === 1) throw err;
      const variants: Variant[] = [];
      for (let i = 0; i < count; i++) variants.push(...(await write(i, 1, [...avoid, ...variants.map((v) => v.hook)])));
      return variants;
    }
  }

  /** Writes `count` variants in one call, streaming them as variants `first`.. of the generation. */
  async function writeVariants(
    plan: GenerationPlan,
    { first, count, avoidHooks }: { first: number; count: number; avoidHooks: string[] },
    emit: Emit,
    signal: AbortSignal,
    { sent, diverged }: { sent: string[]; diverged: Set<number> },
  ): Promise<Variant[]> {
    const { system, prompt } = generationPrompt({
      topic: plan.input.topic,
      pillar: plan.pillar,
      format: plan.input.format,
      tone: plan.input.tone,
      length: plan.input.length,
      language: plan.input.language,
      instructions: plan.instructions,
      structure: structureOf(plan),
      voiceExamples: plan.voiceExamples,
      avoidHooks,
      count,
    });
    const result = await llm!.stream({
      schema: variantsSchema(count),
      schemaName: VARIANTS_SCHEMA_NAME,
      system,
      prompt,
      signal,
      onThinking: () => emit({ type: "thinking" }),
      onPartial(partial) {
        const variants = (partial as { variants?: ({ text?: unknown } | undefined)[] } | undefined)?.variants;
        if (!Array.isArray(variants)) return;
        variants.slice(0, count).forEach((v, i) => {
          const index = first + i;
          const text = typeof v?.text === "string" ? v.text : "";
          if (diverged.has(index) || text.length <= sent[index].length) return;
          if (!text.startsWith(sent[index])) {
            diverged.add(index);
            return;
          }
          emit({ type: "delta", index, text: text.slice(sent[index].length) });
          sent[index] = text;
        });
      },
    });
    // checked again here, whatever the client did: only a contract variant is ever saved
    const checked = z.array(variantSchema).length(count).safeParse(result.variants.map(toVariant));
    if (!checked.success)
      throw new LlmError("invalid-output", `The model's variants do not fit: ${checked.error.message}`);
    return checked.data;
  }

  async function writeWithTemplate(plan: GenerationPlan, emit: Emit): Promise<Variant[]> {
    const brief = templateBrief(plan);
    const seed = randomUUID();
    const regenerate = plan.regenerate;
    const variants = regenerate
      ? [
          // unlike every current variant: its hook, its story or steps, its paragraphs
          templateVariant(brief, seed, regenerate.variants),
        ]
      : templateVariants(brief, seed);
    variants.forEach((v, i) => {
      for (const text of pieces(v.text)) emit({ type: "delta", index: regenerate ? regenerate.index : i, text });
    });
    return variants;
  }

  async function save(actor: Actor, plan: GenerationPlan, written: Variant[]): Promise<Generation> {
    const regenerate = plan.regenerate;
    return withUser(database, actor, async (db) => {
      if (!regenerate)
        return toGeneration(await q.insertGeneration(db, { mode: plan.mode, input: plan.input, variants: written }));
      const variants = regenerate.variants.map((v, i) => (i === regenerate.index ? written[0] : v));
      // a generation stays "llm" only while every variant is the model's: template mode never passes for AI
      const mode: GenerationMode = regenerate.mode === "llm" && plan.mode === "llm" ? "llm" : "template";
      const row = await q.updateGeneration(db, actor.userId, regenerate.id, { mode, variants });
      if (!row) throw generationNotFound(); // removed while it was being written
      return toGeneration(row);
    });
  }

  async function resolvePillar(actor: Actor, pillarId: string | null) {
    if (pillarId === null) return null;
    const pillar = await withUser(database, actor, (db) => q.findActivePillar(db, actor.userId, pillarId), {
      readOnly: true,
    });
    if (!pillar) throw notFound("pillarId", "PILLAR_NOT_FOUND", "Pillar not found");
    return pillar;
  }

  return {
    settings() {
      return { llmAvailable: llm !== null };
    },

    async list(actor: Actor, page: { limit: number; offset: number }) {
      const { rows, total } = await withUser(database, actor, (db) => q.listGenerations(db, actor.userId, page), {
        readOnly: true,
      });
      return { items: rows.map(toGeneration), total, limit: page.limit, offset: page.offset };
    },

    async get(actor: Actor, id: string): Promise<Generation> {
      if (!isUuidShaped(id)) throw generationNotFound();
      const row = await withUser(database, actor, (db) => q.findGeneration(db, actor.userId, id), { readOnly: true });
      if (!row) throw generationNotFound();
      return toGeneration(row);
    },

    async remove(actor: Actor, id: string): Promise<Generation> {
      if (!isUuidShaped(id)) throw generationNotFound();
      const row = await withUser(database, actor, (db) => q.deleteGeneration(db, actor.userId, id));
      if (!row) throw generationNotFound();
      return toGeneration(row);
    },

    /** Checks and resolves a request (404 for another's pillar, note or prompt; 400 without a topic). */
    async planCreate(actor: Actor, input: GenerationInput): Promise<GenerationPlan> {
      if (input.structureId !== null && !findStructure(input.structureId, input.language))
        throw new AppError({ code: "STRUCTURE_NOT_FOUND" });
      const mode: GenerationMode = input.mode === "template" || !llm ? "template" : "llm";
      const pillar = await resolvePillar(actor, input.pillarId);
      const { noteBody, tone, voice, instructions } = await withUser(
        database,
        actor,
        async (db) => ({
          // PROMPT_NOT_FOUND (404) for another workspace's, a deleted or a malformed one
          instructions: input.promptId === null ? null : (await readPrompt(db, input.promptId)).text,
          noteBody: input.noteId === null ? null : await q.findNoteBody(db, input.noteId),
          tone: input.tone ? null : parseTone(await q.toneAnswer(db, actor.userId)),
          voice: mode === "llm" ? await q.publishedBodies(db, actor.userId, GENERATION_LIMITS.voiceExamples) : [],
        }),
        { readOnly: true },
      );
      if (input.noteId !== null && noteBody === undefined) throw notFound("noteId", "NOTE_NOT_FOUND", "Note not found");
      const topic = input.topic || truncate((noteBody ?? "").trim(), GENERATION_LIMITS.topicMax);
      if (!topic)
        throw new AppError({
          code: "VALIDATION_FAILED",
          message: `topic: ${messageText(GENERATION_CODES.topicRequired)}`,
          issues: [{ path: "topic", code: GENERATION_CODES.topicRequired }],
        });
      return {
        mode,
        input: {
          pillarId: pillar?.id ?? null,
          pillarName: pillar?.name ?? null,
          topic,
          noteId: input.noteId,
          format: input.format,
          tone: input.tone || tone || STRATEGY_DEFAULTS.tone,
          length: input.length,
          language: input.language,
          promptId: input.promptId,
          structureId: input.structureId,
        },
        pillar: pillar && {
          name: pillar.name,
          description: pillar.description,
          targetAudience: pillar.targetAudience,
          engagementStyle: pillar.engagementStyle,
        },
        instructions,
        voiceExamples: voice.map((b) => truncate(b, GENERATION_LIMITS.voiceExampleMax)),
      };
    },

    /** The plan to write variant `index` of a saved generation again, with its inputs and its mode. */
    async planRegenerate(actor: Actor, id: string, index: number): Promise<GenerationPlan> {
      if (!isUuidShaped(id)) throw generationNotFound();
      const row = await withUser(database, actor, (db) => q.findGeneration(db, actor.userId, id), { readOnly: true });
      if (!row) throw generationNotFound();
      if (!Number.isInteger(index) || index < 0 || index >= GENERATION_LIMITS.variantCount)
        throw new AppError({ code: "VARIANT_INDEX_INVALID" });
      const generation = toGeneration(row);
      const mode: GenerationMode = generation.mode === "llm" && llm ? "llm" : "template";
      const promptId = generation.input.promptId;
      const { pillar, voice, instructions } = await withUser(
        database,
        actor,
        async (db) => ({
          // a saved prompt deleted since the generation no longer adds its instructions
          instructions: promptId
            ? await readPrompt(db, promptId).then(
                (p) => p.text,
                () => null,
              )
            : null,
          pillar: generation.input.pillarId
            ? await q.findActivePillar(db, actor.userId, generation.input.pillarId)
            : undefined,
          voice: mode === "llm" ? await q.publishedBodies(db, actor.userId, GENERATION_LIMITS.voiceExamples) : [],
        }),
        { readOnly: true },
      );
      const pillarName = generation.input.pillarName;
      return {
        mode,
        input: generation.input,
        // a pillar removed since keeps its name (saved with the generation)
        pillar: pillar
          ? {
              name: pillar.name,
              description: pillar.description,
              targetAudience: pillar.targetAudience,
              engagementStyle: pillar.engagementStyle,
            }
          : pillarName
            ? { name: pillarName, description: "", targetAudience: "", engagementStyle: "" }
            : null,
        instructions,
        voiceExamples: voice.map((b) => truncate(b, GENERATION_LIMITS.voiceExampleMax)),
        regenerate: { id: generation.id, index, mode: generation.mode, variants: generation.variants },
      };
    },

    /**
     * Writes the plan, streaming events: `start`, deltas, then `done` with the saved generation, or `error` (the
     * model's failures, with the template mode offered). A client gone (`signal`) cancels the model's call and
     * nothing is saved.
     */
    async run(actor: Actor, plan: GenerationPlan, emit: Emit, signal: AbortSignal): Promise<void> {
      emit({ type: "start", mode: plan.mode });
      try {
        const written =
          plan.mode === "llm" ? await writeWithLlm(plan, emit, signal) : await writeWithTemplate(plan, emit);
        if (signal.aborted) return;
        emit({ type: "done", generation: await save(actor, plan, written) });
      } catch (err) {
        if (signal.aborted || (err instanceof LlmError && err.reason === "cancelled")) return;
        let code = "INTERNAL";
        let message = "Internal Server Error";
        if (err instanceof LlmError) {
          code = aiFailureCode(err.reason === "cancelled" ? "error" : err.reason, err.retryAfterSeconds);
          message = messageText(code);
          logger.warn({ reason: err.reason, err: err.message }, "LLM post generation failed");
        } else if (err instanceof AppError) {
          ({ code, message } = err);
        } else logger.error({ error: loggableError(err) }, "post generation failed");
        emit({ type: "error", code, message, templateAvailable: true });
      }
    },
  };
}

export type GenerationService = ReturnType<typeof generationService>;
