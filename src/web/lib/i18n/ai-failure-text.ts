import { isAiFailureReason } from "@contracts/ai/rules";
import { formatWait } from "./format-wait";
import type { TFunction } from "./translate";

const KEYS = {
  unauthorized: "aiFailure.unauthorized",
  "model-not-found": "aiFailure.modelNotFound",
  "wrong-url": "aiFailure.wrongUrl",
  "structured-output-refused": "aiFailure.structuredOutputRefused",
  "no-credit": "aiFailure.noCredit",
  busy: "aiFailure.busy",
  timeout: "aiFailure.timeout",
  truncated: "aiFailure.truncated",
  "invalid-output": "aiFailure.invalidOutput",
  error: "aiFailure.error",
} as const;

/**
 * Why the AI did not write it, with what to do: "not set up correctly, ask your admin (LLM_MODEL)" for the server's
 * configuration, "busy: retry in 20 seconds" for a 429. Undefined for a reason that is no AI failure
 * ("not-configured", "rate-limited": the caller says those).
 */
export function aiFailureText(
  t: TFunction,
  reason: string | null | undefined,
  retryAfterSeconds: number | null | undefined,
  language: string,
): string | undefined {
  if (!isAiFailureReason(reason)) return undefined;
  if (reason === "busy")
    return retryAfterSeconds
      ? t(KEYS.busy, { wait: formatWait(retryAfterSeconds, language) })
      : t("aiFailure.busyNoWait");
  return t(KEYS[reason]);
}
