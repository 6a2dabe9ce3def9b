/**
 * Messages travel as codes. A contract's zod schemas and rule helpers use a message's CODE as their error text
 * (`FIRST_NAME_REQUIRED`, or `TOO_LONG:100` for one with a number); the server answers with the code and the English
 * text (from `./message-catalog`), and the web shows the code's translation (`./error-messages`). Nothing matches
 * English texts. Zod-free: the web's first load imports it.
 */

/** `answerRequired` -> `ANSWER_REQUIRED`: the code of a message defined under a camelCase name. */
export const codeOfName = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase();

/** The codes of a table of English messages, under the same names. */
export function messageCodes<T extends Record<string, string>>(texts: T): { readonly [K in keyof T]: string } {
  return Object.fromEntries(Object.keys(texts).map((name) => [name, codeOfName(name)])) as { [K in keyof T]: string };
}

/** Messages every domain uses. `{max}` is filled from the code's number (`TOO_LONG:100`). */
export const COMMON_MESSAGES = {
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  tooLong: "Must be at most {max} characters",
  versionInvalid: "The version must be a whole number from 1 to 2147483647",
  offsetInvalid: "The offset must be a whole number from 0 to 2147483647",
  instantOutOfRange: "Dates must fall between the years 1 and 9999",
} as const;
export const COMMON_CODES = messageCodes(COMMON_MESSAGES);

/** The message for text over its length limit (every contract uses it). */
export const tooLongMessage = (max: number) => `${COMMON_CODES.tooLong}:${max}`;

/** A message as sent: its code and, for a `CODE:123` one, the number. */
export interface ParsedMessage {
  code: string;
  max?: number;
}

export function parseMessage(message: string): ParsedMessage {
  const match = /^([A-Z][A-Z0-9_]*):(\d+)$/.exec(message);
  return match ? { code: match[1], max: Number(match[2]) } : { code: message };
}
