import { isAnswered, normalizeAnswers, type Answers, type QuestionLike } from "@contracts/strategy/rules";

/** What the wizard keeps in localStorage (SPEC §4): the answers and whether they are saved in the database. */
export interface LocalAnswers {
  answers: Answers;
  unsaved: boolean;
}

export const localAnswersKey = (userId: string) => `pillarpost:strategy-answers:${userId}`;

/** Reads the stored answers; corrupt JSON is logged and ignored (SPEC §8). */
export function readLocalAnswers(storage: Storage, userId: string): LocalAnswers | null {
  let raw: string | null;
  try {
    raw = storage.getItem(localAnswersKey(userId));
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { answers?: unknown; unsaved?: unknown };
    if (!parsed || typeof parsed !== "object" || !parsed.answers || typeof parsed.answers !== "object") return null;
    return { answers: parsed.answers as Answers, unsaved: parsed.unsaved === true };
  } catch (err) {
    console.error("Corrupt stored strategy answers, ignoring them", err);
    return null;
  }
}

/**
 * Set while this browser holds answers the database has not: the server, which cannot see them, then sends
 * /strategy without its rendered markup (src/web/prerender/render-page.tsx), which would show the wizard without
 * them for a moment.
 */
export const UNSAVED_COOKIE = "pp-strategy-unsaved";

function markUnsaved(unsaved: boolean) {
  if (typeof document === "undefined") return;
  document.cookie = `${UNSAVED_COOKIE}=${unsaved ? "1" : ""}; path=/; max-age=${unsaved ? 30 * 24 * 3600 : 0}; SameSite=Lax`;
}

/** Whether a Cookie header says this browser holds unsaved answers (see UNSAVED_COOKIE). */
export function hasUnsavedCookie(cookie: string): boolean {
  return cookie.split(";").some((part) => part.trim() === `${UNSAVED_COOKIE}=1`);
}

/** Writes the answers; false when the browser refuses (quota, private mode). */
export function writeLocalAnswers(storage: Storage, userId: string, value: LocalAnswers): boolean {
  try {
    storage.setItem(localAnswersKey(userId), JSON.stringify(value));
    markUnsaved(value.unsaved);
    return true;
  } catch {
    return false;
  }
}

export function clearLocalAnswers(storage: Storage, userId: string) {
  markUnsaved(false);
  try {
    storage.removeItem(localAnswersKey(userId));
  } catch {
    // nothing to clear
  }
}

/**
 * The answers the wizard starts from: the database's, overlaid by unsaved local ones, normalised against the
 * questions (SPEC §4: wrong-typed answers dropped, text split for multiselect, first item for select).
 * `dropped` tells whether the stored copy had to be rewritten.
 */
export function mergeAnswers(
  questions: readonly QuestionLike[],
  server: Record<string, unknown>,
  local: LocalAnswers | null,
): { answers: Answers; unsaved: boolean; dropped: boolean } {
  const raw: Record<string, unknown> = { ...server, ...(local?.answers ?? {}) };
  const answers = normalizeAnswers(questions, raw);
  const known = new Set(questions.map((q) => q.id));
  const dropped = Object.keys(local?.answers ?? {}).some(
    (k) => !known.has(k) || JSON.stringify(answers[k]) !== JSON.stringify(local?.answers[k]),
  );
  return { answers, unsaved: local?.unsaved ?? false, dropped };
}

/** The PUT body's answers: valid answers as they are, null (delete) for the questions left unanswered. */
export function answersForSave(questions: readonly QuestionLike[], answers: Answers): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const q of questions) out[q.id] = isAnswered(q, answers[q.id]) ? answers[q.id] : null;
  return out;
}
