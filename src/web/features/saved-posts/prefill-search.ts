import { SAVED_POST_LIMITS as L } from "@contracts/saved-posts/rules";

/** `/saved-posts/new?url=&text=`: strings only, cut to the form's limits (the form checks the link before saving). */
export function validateSavedPostPrefill(search: Record<string, unknown>): { url?: string; text?: string } {
  const text = (value: unknown, max: number) => (typeof value === "string" && value ? value.slice(0, max) : undefined);
  const url = text(search.url, L.urlMax);
  const body = text(search.text, L.textMax);
  return { ...(url ? { url } : {}), ...(body ? { text: body } : {}) };
}
