import type { TFunction } from "@/lib/i18n/translate";
import { useTranslation } from "@/lib/i18n/use-translation";
import { knownMessageKey } from "@contracts/error-messages";
import { parseMessage } from "@contracts/messages";

/**
 * The text of a message code (a contract schema's or rule's message, a validation issue's code) in the interface
 * language; `fallbackKey`'s text for anything else (zod's own messages are not for people).
 */
export function messageText(t: TFunction, message: string, fallbackKey = "validation.invalid"): string {
  const { code, max } = parseMessage(message);
  const key = knownMessageKey(code);
  return key ? t(key, max === undefined ? undefined : { max }) : t(fallbackKey);
}

/** `messageText` for a form field's error, in the interface language. */
export function useValidationMessage() {
  const { t } = useTranslation();
  return (message: string | undefined) => (message ? messageText(t, message) : undefined);
}
