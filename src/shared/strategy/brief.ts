import {
  CONTENT_FORMATS,
  FREQUENCIES,
  QUESTION_IDS,
  STRATEGY_DEFAULTS,
  STRATEGY_LIMITS,
  splitList,
  visibleQuestions,
  type Answers,
  type ConditionalLogic,
  type AnswerValue,
  type ContentFormat,
  type Frequency,
  type Language,
  type QuestionType,
} from "../../contracts/strategy/rules";
import type { GenerateStrategyInput } from "../../contracts/strategy/schemas";

/** A question as the generators see it: canonical values plus the labels of both languages. */
export interface BriefQuestion {
  id: string;
  type: QuestionType;
  text: Record<Language, string>;
  values: string[] | null;
  labels: Record<Language, string[] | null>;
  conditionalLogic: ConditionalLogic | null;
}

/** Everything a generator needs: the user's answers, resolved with the request's options and the defaults. */
export interface StrategyBrief {
  language: Language;
  pillarCount: number;
  tone: string;
  targetAudience: string;
  topics: string[];
  formats: ContentFormat[];
  frequency: Frequency | null;
  role: string | null;
  goal: string | null;
  expertise: string | null;
  offer: string | null;
  personalStories: boolean | null;
  clientResults: boolean | null;
  /** Every answered visible question, as question text and answer in the user's language. */
  answers: { question: string; answer: string }[];
}

const DEFAULT_AUDIENCE: Record<Language, string> = { en: "industry professionals", fr: "professionnels du secteur" };

function label(q: BriefQuestion | undefined, value: string, lang: Language): string {
  if (!q?.values) return value;
  const i = q.values.indexOf(value);
  return i >= 0 ? (q.labels[lang]?.[i] ?? value) : value;
}

function display(q: BriefQuestion, value: AnswerValue, lang: Language): string {
  if (typeof value === "boolean") return lang === "fr" ? (value ? "Oui" : "Non") : value ? "Yes" : "No";
  if (Array.isArray(value)) return value.map((v) => label(q, v, lang)).join(", ");
  return label(q, value, lang);
}

const text = (v: AnswerValue | undefined) => (typeof v === "string" && v.trim() ? v.trim() : null);
const bool = (v: AnswerValue | undefined) => (typeof v === "boolean" ? v : null);

export function buildBrief(
  questions: BriefQuestion[],
  answers: Answers,
  options: GenerateStrategyInput["options"],
  language: Language,
): StrategyBrief {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const shown = visibleQuestions(questions, answers);
  const shownIds = new Set(shown.map((q) => q.id));
  const a = (id: string) => (shownIds.has(id) || !byId.has(id) ? answers[id] : undefined);

  const countAnswer = Number.parseInt(String(a(QUESTION_IDS.pillarCount) ?? ""), 10);
  const requested =
    options?.pillarCount ?? (Number.isFinite(countAnswer) ? countAnswer : STRATEGY_DEFAULTS.pillarCount);
  const pillarCount = Math.min(STRATEGY_LIMITS.pillarCountMax, Math.max(STRATEGY_LIMITS.pillarCountMin, requested));

  const audienceAnswer = a(QUESTION_IDS.targetAudience);
  const audienceQ = byId.get(QUESTION_IDS.targetAudience);
  const audienceList = Array.isArray(audienceAnswer)
    ? audienceAnswer
    : typeof audienceAnswer === "string"
      ? [audienceAnswer]
      : [];
  const targetAudience =
    options?.targetAudience ||
    (audienceList.length
      ? audienceList.map((v) => label(audienceQ, v, language)).join(", ")
      : DEFAULT_AUDIENCE[language]);

  const toneAnswer = text(a(QUESTION_IDS.tone));
  const tone = options?.tone || toneAnswer || STRATEGY_DEFAULTS.tone;

  const topicsAnswer = a(QUESTION_IDS.topics);
  const topics = (
    typeof topicsAnswer === "string" ? splitList(topicsAnswer) : Array.isArray(topicsAnswer) ? topicsAnswer : []
  ).slice(0, 10);

  const formatsAnswer = a(QUESTION_IDS.formats);
  const formats = (Array.isArray(formatsAnswer) ? formatsAnswer : []).filter((f): f is ContentFormat =>
    (CONTENT_FORMATS as readonly string[]).includes(f),
  );
  const freq = text(a(QUESTION_IDS.frequency));
  const frequency = freq && (FREQUENCIES as readonly string[]).includes(freq) ? (freq as Frequency) : null;
  const goal = text(a(QUESTION_IDS.goal));

  return {
    language,
    pillarCount,
    tone,
    targetAudience,
    topics,
    formats,
    frequency,
    role: text(a(QUESTION_IDS.role)),
    goal: goal ? label(byId.get(QUESTION_IDS.goal), goal, language) : null,
    expertise: text(a(QUESTION_IDS.expertise)),
    offer: text(a(QUESTION_IDS.offer)),
    personalStories: bool(a(QUESTION_IDS.personalStories)),
    clientResults: bool(a(QUESTION_IDS.clientResults)),
    answers: shown
      .filter(
        (q) =>
          answers[q.id] !== undefined && !(Array.isArray(answers[q.id]) && (answers[q.id] as string[]).length === 0),
      )
      .map((q) => ({ question: q.text[language], answer: display(q, answers[q.id]!, language) })),
  };
}

/** A question as the API serves it (`GET /api/strategy-questions`), as the generators see it. */
export function briefQuestionOf(q: {
  id: string;
  type: QuestionType;
  textEn: string;
  textFr: string;
  values: string[] | null;
  optionsEn: string[] | null;
  optionsFr: string[] | null;
  conditionalLogic: ConditionalLogic | null;
}): BriefQuestion {
  return {
    id: q.id,
    type: q.type,
    text: { en: q.textEn, fr: q.textFr },
    values: q.values,
    labels: { en: q.optionsEn, fr: q.optionsFr },
    conditionalLogic: q.conditionalLogic,
  };
}
