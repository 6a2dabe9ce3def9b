/**
 * The strategy rules without zod: constants, messages, and the answer helpers the wizard runs on every keystroke.
 * The web's first load of /strategy imports this module only; `./strategy` re-exports it with the API's zod schemas
 * (the server's source), which are built from these same constants and messages.
 */
import { UUID_SHAPE } from "../ids";
export { LANGUAGES, type Language } from "../language";
import { messageCodes } from "../messages";

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

export const TONES = [
  "Professional",
  "Conversational",
  "Inspirational",
  "Educational",
  "Bold and opinionated",
  "Witty",
] as const;
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

/** SPEC §5 and §8 messages: English texts the server sends beside their codes (../messages). */
export const STRATEGY_MESSAGES = {
  answerRequired: "Please provide an answer",
  selectRequired: "Please select an option",
  multiselectRequired: "Please select at least one option",
  notAuthenticated: "User must be authenticated to save responses",
  invalidGenerateResponse: "Failed to generate strategy: Invalid response format",
  noProviderRefreshToken: "No provider refresh token available",
  providerRefreshFailed: "Failed to refresh provider token",
  generationInProgress: "Your strategy is already being generated. Please wait for it to finish.",
  answerTooLong: `Answers can be at most ${STRATEGY_LIMITS.answerTextMax} characters long`,
  tooManyItems: `Please select at most ${STRATEGY_LIMITS.answerItemsMax} options`,
  formatsRequired: "Please select at least one content format",
  nameRequired: "Name is required",
} as const;
/** The codes the rules and schemas give as messages (`answerRequired` -> ANSWER_REQUIRED). */
export const STRATEGY_CODES = messageCodes(STRATEGY_MESSAGES);

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
export type ConditionalLogic = {
  showIf: { questionId: string; equals: string | boolean } | { questionId: string; anyOf: string[] };
};

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

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

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
  if (!isRecord(value) || !isRecord(value.showIf)) return null;
  const { questionId, equals, anyOf } = value.showIf;
  if (typeof questionId !== "string" || !UUID_SHAPE.test(questionId)) return null;
  if (typeof equals === "string" || typeof equals === "boolean") return { showIf: { questionId, equals } };
  if (Array.isArray(anyOf) && anyOf.length > 0 && anyOf.every((a) => typeof a === "string")) {
    return { showIf: { questionId, anyOf: [...(anyOf as string[])] } };
  }
  return null;
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
    if (value.length > STRATEGY_LIMITS.answerItemsMax) return STRATEGY_CODES.tooManyItems;
    return value.some(tooLong) ? STRATEGY_CODES.answerTooLong : null;
  }
  return tooLong(value) ? STRATEGY_CODES.answerTooLong : null;
}

function validateAnswerType(question: QuestionLike, value: unknown): string | null {
  const allowed = question.values ?? question.options ?? null;
  switch (question.type) {
    case "text":
      return typeof value === "string" && value.trim().length >= 1 ? null : STRATEGY_CODES.answerRequired;
    case "select":
      if (typeof value !== "string" || value.trim() === "") return STRATEGY_CODES.selectRequired;
      return allowed && allowed.length && !allowed.includes(value) ? STRATEGY_CODES.selectRequired : null;
    case "multiselect":
      if (!Array.isArray(value) || value.length === 0) return STRATEGY_CODES.multiselectRequired;
      if (!value.every((v) => typeof v === "string" && v.trim() !== "")) return STRATEGY_CODES.multiselectRequired;
      return allowed && allowed.length && !value.every((v) => allowed.includes(v as string))
        ? STRATEGY_CODES.multiselectRequired
        : null;
    case "checkbox":
      return typeof value === "boolean" ? null : STRATEGY_CODES.answerRequired;
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
export function firstStep(
  questions: readonly QuestionLike[],
  answers: Answers,
  hasStrategyWithPillars = false,
): number {
  const shown = visibleQuestions(questions, answers);
  if (hasStrategyWithPillars) return shown.length + 1;
  const i = shown.findIndex((q) => !isAnswered(q, answers[q.id]));
  return i === -1 ? shown.length + 1 : i + 1;
}
