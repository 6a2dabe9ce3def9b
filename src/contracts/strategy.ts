import { z } from "zod";

/**
 * Strategy contract shared by the server and the web app (SPEC §3, §4, §5, §7, §9).
 *
 * Option values are canonical English strings (the SPEC's lists); they are what answers and pillars store.
 * A question's `options` are its labels in the requested language and `values` the canonical values at the
 * same index, so the web shows `options[i]` and saves `values[i]`.
 */

export const LANGUAGES = ["en", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];
export const languageSchema = z.enum(LANGUAGES);

export const CONTENT_FORMATS = [
  "Text-based posts",
  "Image-based posts",
  "Carousels",
  "Videos",
  "Polls",
  "Articles",
  "Case studies",
  "Testimonial videos",
  "Data visualizations",
  "Expert commentary",
  "Tutorial videos",
  "Quick tips",
] as const;
export type ContentFormat = (typeof CONTENT_FORMATS)[number];

export const CONTENT_FORMAT_LABELS_FR: Record<ContentFormat, string> = {
  "Text-based posts": "Posts texte",
  "Image-based posts": "Posts avec image",
  Carousels: "Carrousels",
  Videos: "Vidéos",
  Polls: "Sondages",
  Articles: "Articles",
  "Case studies": "Études de cas",
  "Testimonial videos": "Vidéos de témoignage",
  "Data visualizations": "Visualisations de données",
  "Expert commentary": "Commentaires d'expert",
  "Tutorial videos": "Tutoriels vidéo",
  "Quick tips": "Astuces rapides",
};

export const FREQUENCIES = [
  "Daily",
  "2-3 times per week",
  "Once a week",
  "2-3 times per month",
  "Monthly",
  "Occasionally",
] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const FREQUENCY_LABELS_FR: Record<Frequency, string> = {
  Daily: "Tous les jours",
  "2-3 times per week": "2 à 3 fois par semaine",
  "Once a week": "Une fois par semaine",
  "2-3 times per month": "2 à 3 fois par mois",
  Monthly: "Une fois par mois",
  Occasionally: "De temps en temps",
};

export const TONES = ["Professional", "Conversational", "Inspirational", "Educational", "Bold and opinionated", "Witty"] as const;
export type Tone = (typeof TONES)[number];
export const TONE_LABELS_FR: Record<Tone, string> = {
  Professional: "Professionnel",
  Conversational: "Conversationnel",
  Inspirational: "Inspirant",
  Educational: "Pédagogique",
  "Bold and opinionated": "Affirmé et engagé",
  Witty: "Plein d'humour",
};

export const STRATEGY_LIMITS = {
  pillarCountMin: 3,
  pillarCountMax: 5,
  pillarCountDefault: 3,
  strategyNameMax: 200,
  pillarTextMax: 2000,
  pillarNameMax: 200,
  answerTextMax: 2000,
  answerItemsMax: 50,
} as const;

export const STRATEGY_DEFAULTS = {
  /** The name is followed by " - {YYYY-MM-DD}" when the request gives none (SPEC §7). */
  strategyName: "LinkedIn Content Strategy",
  pillarCount: 3,
  tone: "professional",
  targetAudience: "industry professionals",
  formats: ["Text-based posts", "Image-based posts"] as ContentFormat[],
  frequency: "2-3 times per week" as Frequency,
} as const;

/** SPEC §5 and §8 messages (English; the web translates them). */
export const STRATEGY_MESSAGES = {
  answerRequired: "Please provide an answer",
  selectRequired: "Please select an option",
  multiselectRequired: "Please select at least one option",
  notAuthenticated: "User must be authenticated to save responses",
  invalidGenerateResponse: "Failed to generate strategy: Invalid response format",
  noProviderRefreshToken: "No provider refresh token available",
  providerRefreshFailed: "Failed to refresh provider token",
  generationInProgress: "Your strategy is already being generated. Please wait for it to finish.",
  generationRateLimited: "You have generated several strategies recently. Please try again later.",
  answerTooLong: `Answers can be at most ${STRATEGY_LIMITS.answerTextMax} characters long`,
  tooManyItems: `Please select at most ${STRATEGY_LIMITS.answerItemsMax} options`,
  formatsRequired: "Please select at least one content format",
} as const;

/** The questions the product relies on, by the last digit the SPEC gives them (§3). */
export const QUESTION_IDS = {
  role: "5f6c2a10-7d3b-4e8a-9c41-2b7e0d9a0001",
  goal: "5f6c2a10-7d3b-4e8a-9c41-2b7e0d9a0002",
  targetAudience: "5f6c2a10-7d3b-4e8a-9c41-2b7e0d9a0003",
  formats: "5f6c2a10-7d3b-4e8a-9c41-2b7e0d9a0004",
  frequency: "5f6c2a10-7d3b-4e8a-9c41-2b7e0d9a0005",
  topics: "5f6c2a10-7d3b-4e8a-9c41-2b7e0d9a0006",
  pillarCount: "5f6c2a10-7d3b-4e8a-9c41-2b7e0d9a0007",
  expertise: "5f6c2a10-7d3b-4e8a-9c41-2b7e0d9a0008",
  tone: "5f6c2a10-7d3b-4e8a-9c41-2b7e0d9a0009",
  offer: "5f6c2a10-7d3b-4e8a-9c41-2b7e0d9a000a",
  personalStories: "5f6c2a10-7d3b-4e8a-9c41-2b7e0d9a000b",
  clientResults: "5f6c2a10-7d3b-4e8a-9c41-2b7e0d9a000c",
} as const;

export const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Exactly a UUID (no surrounding space): what is queried is what was checked. */
export const isUuidShaped = (v: unknown): v is string => typeof v === "string" && UUID_SHAPE.test(v);

// ---------------------------------------------------------------------------------------------------------
// Questions and conditional logic

export const QUESTION_TYPES = ["text", "select", "multiselect", "checkbox"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/**
 * `conditional_logic`: a question with `showIf` is shown only when the earlier question `questionId`
 * is itself shown and its answer matches:
 * - `equals`: select/text answer equal to it; checkbox answer equal to the boolean; multiselect includes it;
 * - `anyOf`: select/text answer is one of them; multiselect shares at least one item with them.
 * Give exactly one of `equals` / `anyOf`. Values are canonical option values. An unanswered question never
 * matches. Example: `{"showIf":{"questionId":"…0002","anyOf":["Generate leads"]}}`.
 * `null` (or a value that does not fit this shape) means "always shown".
 */
export const conditionalLogicSchema = z.object({
  showIf: z.union([
    z.object({ questionId: z.string().regex(UUID_SHAPE), equals: z.union([z.string(), z.boolean()]) }),
    z.object({ questionId: z.string().regex(UUID_SHAPE), anyOf: z.array(z.string()).min(1) }),
  ]),
});
export type ConditionalLogic = z.infer<typeof conditionalLogicSchema>;

export const strategyQuestionSchema = z.object({
  id: z.string(),
  order: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  /** Text in the requested language. */
  text: z.string(),
  /** Labels in the requested language (select/multiselect), else null. */
  options: z.array(z.string()).nullable(),
  /** Canonical values at the same index as `options` (what answers store), else null. */
  values: z.array(z.string()).nullable(),
  language: languageSchema,
  textEn: z.string(),
  textFr: z.string(),
  optionsEn: z.array(z.string()).nullable(),
  optionsFr: z.array(z.string()).nullable(),
  conditionalLogic: conditionalLogicSchema.nullable(),
  createdAt: z.string(),
});
export type StrategyQuestion = z.infer<typeof strategyQuestionSchema>;

/** The part of a question the helpers below need. */
export interface QuestionLike {
  id: string;
  type: QuestionType;
  options?: readonly string[] | null;
  values?: readonly string[] | null;
  conditionalLogic?: ConditionalLogic | null;
}

export type AnswerValue = string | string[] | boolean;
export type Answers = Record<string, AnswerValue | undefined>;

/**
 * SPEC §3: options are a list or JSON text of a list. Text that cannot be parsed becomes a one-item list
 * (a plain string), anything else null.
 */
export function parseOptions(raw: unknown): string[] | null {
  if (Array.isArray(raw)) return raw.filter((o): o is string => typeof o === "string");
  if (typeof raw !== "string" || raw.trim() === "") return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) return parsed.filter((o): o is string => typeof o === "string");
    if (typeof parsed === "string") return parsed ? [parsed] : null;
    return null;
  } catch {
    return [raw];
  }
}

/** Reads conditional_logic (object or JSON text); anything that does not fit the shape is null. */
export function parseConditionalLogic(raw: unknown): ConditionalLogic | null {
  let value = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  const parsed = conditionalLogicSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function matches(answer: AnswerValue | undefined, cond: ConditionalLogic["showIf"]): boolean {
  if (answer === undefined) return false;
  const wanted = "equals" in cond ? [cond.equals] : cond.anyOf;
  if (Array.isArray(answer)) return answer.some((a) => wanted.includes(a));
  return wanted.includes(answer);
}

/** The questions shown for these answers, in the given order (a hidden question hides its dependants). */
export function visibleQuestions<Q extends QuestionLike>(questions: readonly Q[], answers: Answers): Q[] {
  const shown = new Set<string>();
  const out: Q[] = [];
  for (const q of questions) {
    const cond = q.conditionalLogic?.showIf;
    if (cond && !(shown.has(cond.questionId) && matches(answers[cond.questionId], cond))) continue;
    shown.add(q.id);
    out.push(q);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Answers: normalisation and validation

/** Splits comma-separated text into items; empty and single-digit items are dropped (SPEC §4). */
export function splitList(text: string): string[] {
  return text
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "" && !/^\d$/.test(s));
}

/**
 * SPEC §4 normalisation of a stored answer: a multiselect given as text is split on commas (single-digit
 * items dropped), a select given as a list takes its first item; a value of the wrong type is dropped
 * (undefined). For select/multiselect, a label in any language is mapped to its canonical value when the
 * question lists them.
 */
export function normalizeAnswer(question: QuestionLike, value: unknown): AnswerValue | undefined {
  const canonical = (s: string) => toCanonical(question, s);
  switch (question.type) {
    case "text":
      return typeof value === "string" ? value : undefined;
    case "select": {
      if (typeof value === "string") return canonical(value);
      if (Array.isArray(value)) {
        const first: unknown = value[0];
        return typeof first === "string" ? canonical(first) : undefined;
      }
      return undefined;
    }
    case "multiselect": {
      if (typeof value === "string") return dedupe(splitList(value).map(canonical));
      if (Array.isArray(value) && value.every((v) => typeof v === "string")) {
        return dedupe((value as string[]).map((v) => canonical(v.trim())).filter(Boolean));
      }
      return undefined;
    }
    case "checkbox":
      return typeof value === "boolean" ? value : undefined;
  }
}

function dedupe(items: string[]): string[] {
  return [...new Set(items)];
}

function toCanonical(question: QuestionLike, s: string): string {
  const values = question.values ?? question.options ?? null;
  if (!values) return s;
  const exact = values.find((v) => v === s);
  if (exact) return exact;
  const labels = question.options ?? [];
  const i = labels.indexOf(s);
  if (i >= 0 && values[i] !== undefined) return values[i];
  const lower = s.toLowerCase();
  return values.find((v) => v.toLowerCase() === lower) ?? s;
}

/** Normalises every answer; answers with a wrong type or for unknown questions are dropped. */
export function normalizeAnswers(questions: readonly QuestionLike[], answers: Record<string, unknown>): Answers {
  const out: Answers = {};
  for (const q of questions) {
    if (!(q.id in answers)) continue;
    const v = normalizeAnswer(q, answers[q.id]);
    if (v !== undefined) out[q.id] = v;
  }
  return out;
}

/**
 * SPEC §5: the message for an answer that is not acceptable, or null when it is. Select and multiselect
 * answers must be among the question's values when it has any.
 */
export function validateAnswer(question: QuestionLike, value: unknown): string | null {
  return validateAnswerType(question, value) ?? validateAnswerSize(value);
}

/** SPEC §9: at most 2,000 characters per text (and per item), and a bounded number of items. */
function validateAnswerSize(value: unknown): string | null {
  const tooLong = (v: unknown) => typeof v === "string" && v.length > STRATEGY_LIMITS.answerTextMax;
  if (Array.isArray(value)) {
    if (value.length > STRATEGY_LIMITS.answerItemsMax) return STRATEGY_MESSAGES.tooManyItems;
    return value.some(tooLong) ? STRATEGY_MESSAGES.answerTooLong : null;
  }
  return tooLong(value) ? STRATEGY_MESSAGES.answerTooLong : null;
}

function validateAnswerType(question: QuestionLike, value: unknown): string | null {
  const allowed = question.values ?? question.options ?? null;
  switch (question.type) {
    case "text":
      return typeof value === "string" && value.trim().length >= 1 ? null : STRATEGY_MESSAGES.answerRequired;
    case "select":
      if (typeof value !== "string" || value.trim() === "") return STRATEGY_MESSAGES.selectRequired;
      return allowed && allowed.length && !allowed.includes(value) ? STRATEGY_MESSAGES.selectRequired : null;
    case "multiselect":
      if (!Array.isArray(value) || value.length === 0) return STRATEGY_MESSAGES.multiselectRequired;
      if (!value.every((v) => typeof v === "string" && v.trim() !== "")) return STRATEGY_MESSAGES.multiselectRequired;
      return allowed && allowed.length && !value.every((v) => allowed.includes(v as string))
        ? STRATEGY_MESSAGES.multiselectRequired
        : null;
    case "checkbox":
      return typeof value === "boolean" ? null : STRATEGY_MESSAGES.answerRequired;
  }
}

export const isAnswered = (question: QuestionLike, value: unknown) => validateAnswer(question, value) === null;

/** SPEC §9: answered visible questions / visible questions, rounded down (0 when there are none). */
export function progressPercent(questions: readonly QuestionLike[], answers: Answers): number {
  const shown = visibleQuestions(questions, answers);
  if (shown.length === 0) return 0;
  const answered = shown.filter((q) => isAnswered(q, answers[q.id])).length;
  return Math.floor((answered / shown.length) * 100);
}

/**
 * SPEC §4 first-load step (1-based over the visible questions): the results step (count + 1) when the user
 * has a strategy with pillars or has answered everything, else the first unanswered visible question.
 */
export function firstStep(questions: readonly QuestionLike[], answers: Answers, hasStrategyWithPillars = false): number {
  const shown = visibleQuestions(questions, answers);
  if (hasStrategyWithPillars) return shown.length + 1;
  const i = shown.findIndex((q) => !isAnswered(q, answers[q.id]));
  return i === -1 ? shown.length + 1 : i + 1;
}

// ---------------------------------------------------------------------------------------------------------
// API schemas

export const questionsQuerySchema = z.object({ lang: languageSchema.optional() });

const answerValueSchema = z.union([z.string(), z.array(z.string()), z.boolean()]);

export const strategyResponseSchema = z.object({
  questionId: z.string(),
  userId: z.string(),
  response: answerValueSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StrategyResponse = z.infer<typeof strategyResponseSchema>;

export const strategyResponsesSchema = z.object({
  responses: z.array(strategyResponseSchema),
  /** The same answers keyed by question id (what the wizard holds). */
  answers: z.record(z.string(), answerValueSchema),
  progress: z.number().int().min(0).max(100),
});

/** PUT body: answers keyed by question id. Blank and non-UUID keys are skipped; null deletes an answer. */
export const saveResponsesSchema = z.object({
  // Values are checked against each question's type by the server (clear per-question messages).
  answers: z.record(z.string(), z.unknown()).describe("question id -> string | string[] | boolean | null"),
});
export type SaveResponsesInput = z.infer<typeof saveResponsesSchema>;

export const saveResponsesResultSchema = strategyResponsesSchema.extend({
  saved: z.number().int(),
  deleted: z.number().int(),
  skipped: z.array(z.string()),
});

/** The message for text over its length limit (every contract uses it). */
export const atMostMessage = (max: number) => `Must be at most ${max} characters`;
const trimmed = (max: number) => z.string().trim().max(max, atMostMessage(max));

export const contentFormatSchema = z.enum(CONTENT_FORMATS, {
  error: () => `Format must be one of: ${CONTENT_FORMATS.join(", ")}`,
});
export const frequencySchema = z.enum(FREQUENCIES, {
  error: () => `Frequency must be one of: ${FREQUENCIES.join(", ")}`,
});

export const GENERATORS = ["llm", "builtin"] as const;
export type Generator = (typeof GENERATORS)[number];

export const pillarSchema = z.object({
  id: z.string(),
  strategyId: z.string(),
  name: z.string(),
  description: z.string(),
  purpose: z.string(),
  targetAudience: z.string(),
  formats: z.array(z.string()),
  engagementStyle: z.string(),
  frequency: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Pillar = z.infer<typeof pillarSchema>;

export const strategySchema = z.object({
  id: z.string(),
  name: z.string(),
  userId: z.string(),
  generator: z.enum(GENERATORS).nullable(),
  createdAt: z.string(),
  pillars: z.array(pillarSchema),
});
export type Strategy = z.infer<typeof strategySchema>;

export const strategiesSchema = z.object({ strategies: z.array(strategySchema) });

/** Fields of a pillar a user writes (create and the edit form). */
export const pillarFieldsSchema = z.object({
  name: trimmed(STRATEGY_LIMITS.pillarNameMax).min(1, "Name is required"),
  description: trimmed(STRATEGY_LIMITS.pillarTextMax),
  purpose: trimmed(STRATEGY_LIMITS.pillarTextMax),
  targetAudience: trimmed(STRATEGY_LIMITS.pillarTextMax),
  formats: z.array(contentFormatSchema).min(1, STRATEGY_MESSAGES.formatsRequired).max(CONTENT_FORMATS.length),
  engagementStyle: trimmed(STRATEGY_LIMITS.pillarTextMax),
  frequency: frequencySchema,
  isActive: z.boolean(),
});

export const createPillarSchema = pillarFieldsSchema.partial().extend({
  strategyId: z.string().trim().min(1, "strategyId is required"),
  name: pillarFieldsSchema.shape.name,
});
export type CreatePillarInput = z.infer<typeof createPillarSchema>;

/**
 * PATCH: only supplied fields are written; empty strings are not written (SPEC §7), so every text field
 * accepts "" (ignored).
 */
export const updatePillarSchema = z.object({
  name: trimmed(STRATEGY_LIMITS.pillarNameMax).optional(),
  description: trimmed(STRATEGY_LIMITS.pillarTextMax).optional(),
  purpose: trimmed(STRATEGY_LIMITS.pillarTextMax).optional(),
  targetAudience: trimmed(STRATEGY_LIMITS.pillarTextMax).optional(),
  formats: pillarFieldsSchema.shape.formats.optional(),
  engagementStyle: trimmed(STRATEGY_LIMITS.pillarTextMax).optional(),
  frequency: z.union([frequencySchema, z.literal("")]).optional(),
  isActive: z.boolean().optional(),
});
export type UpdatePillarInput = z.infer<typeof updatePillarSchema>;

export const createStrategySchema = z.object({
  name: trimmed(STRATEGY_LIMITS.strategyNameMax).min(1, "Name is required"),
  /** Set by the wizard when it built the strategy itself with the built-in generator (SPEC §4 fallback). */
  generator: z.literal("builtin").optional(),
  pillars: z.array(pillarFieldsSchema.partial().extend({ name: pillarFieldsSchema.shape.name })).max(10).optional(),
});
export type CreateStrategyInput = z.infer<typeof createStrategySchema>;

export const generateStrategySchema = z.object({
  strategyName: trimmed(STRATEGY_LIMITS.strategyNameMax).optional(),
  options: z
    .object({
      pillarCount: z.coerce
        .number({ error: "pillarCount must be a number" })
        .int("pillarCount must be a whole number")
        .min(STRATEGY_LIMITS.pillarCountMin, `pillarCount must be between ${STRATEGY_LIMITS.pillarCountMin} and ${STRATEGY_LIMITS.pillarCountMax}`)
        .max(STRATEGY_LIMITS.pillarCountMax, `pillarCount must be between ${STRATEGY_LIMITS.pillarCountMin} and ${STRATEGY_LIMITS.pillarCountMax}`)
        .optional(),
      tone: trimmed(100).optional(),
      targetAudience: trimmed(500).optional(),
      /** Language of the strategy; the user's profile language when absent (the wizard sends the interface's). */
      language: languageSchema.optional(),
    })
    .optional(),
});
export type GenerateStrategyInput = z.infer<typeof generateStrategySchema>;

export const generateStrategyResultSchema = z.object({
  content: z.object({
    strategy: strategySchema,
    generator: z.enum(GENERATORS),
    /**
     * Why the built-in generator ran instead of the LLM ("not-configured", "rate-limited", "timeout",
     * "invalid-output", "error").
     */
    fallbackReason: z.string().nullable(),
    /** "rate-limited": seconds until the LLM may be asked again. */
    retryAfterSeconds: z.number().int().positive().nullable().optional(),
  }),
});
export type GenerateStrategyResult = z.infer<typeof generateStrategyResultSchema>;

/** SPEC §5: the client's check of the generate answer. Throws the SPEC message when it does not fit. */
export function readGeneratedStrategy(body: unknown): Strategy {
  const parsed = generateStrategyResultSchema.safeParse(body);
  if (!parsed.success) throw new Error(STRATEGY_MESSAGES.invalidGenerateResponse);
  return parsed.data.content.strategy;
}

export const resetResultSchema = z.object({
  deleted: z.object({ strategies: z.number().int(), pillars: z.number().int(), responses: z.number().int() }),
});
