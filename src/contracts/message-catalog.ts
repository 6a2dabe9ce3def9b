/**
 * Every message code the contracts define, with its English text: what the server sends as `message` beside the
 * code (API clients and logs read English; the web translates the code). Server-side only in practice: the web
 * needs codes and i18n keys, never these texts.
 */
import { AI_MESSAGES } from "./ai/rules";
import { AUTH_MESSAGES } from "./auth/constants";
import { CALENDAR_MESSAGES } from "./calendar/rules";
import { CAROUSEL_MESSAGES } from "./carousels/rules";
import { GENERATION_MESSAGES } from "./generation/rules";
import { MEDIA_MESSAGES } from "./media/rules";
import { codeOfName, COMMON_MESSAGES, parseMessage } from "./messages";
import { LINKEDIN_MESSAGES } from "./linkedin/rules";
import { NOTE_MESSAGES } from "./notes/rules";
import { PLANNING_MESSAGES } from "./planning/rules";
import { POST_MESSAGES } from "./posts/rules";
import { PROFILE_MESSAGES } from "./profile/messages";
import { PROMPT_MESSAGES } from "./prompts/rules";
import { PUBLISHING_MESSAGES } from "./publishing/rules";
import { SAVED_POST_MESSAGES } from "./saved-posts/rules";
import { SCHEDULING_MESSAGES } from "./scheduling/rules";
import { STRATEGY_MESSAGES } from "./strategy/rules";

export const MESSAGE_TABLES = {
  COMMON_MESSAGES,
  AUTH_MESSAGES,
  PROFILE_MESSAGES,
  STRATEGY_MESSAGES,
  POST_MESSAGES,
  NOTE_MESSAGES,
  LINKEDIN_MESSAGES,
  PUBLISHING_MESSAGES,
  MEDIA_MESSAGES,
  SCHEDULING_MESSAGES,
  CALENDAR_MESSAGES,
  GENERATION_MESSAGES,
  PROMPT_MESSAGES,
  PLANNING_MESSAGES,
  AI_MESSAGES,
  CAROUSEL_MESSAGES,
  SAVED_POST_MESSAGES,
} as const;

/** Code -> English text (one code, one text: a test checks that no two tables give one code two texts). */
export const MESSAGE_TEXTS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(MESSAGE_TABLES).flatMap((table) =>
    Object.entries(table).map(([name, text]) => [codeOfName(name), text] as const),
  ),
);

export const isMessageCode = (message: string) => Object.hasOwn(MESSAGE_TEXTS, parseMessage(message).code);

/** The English text of a message code (`TOO_LONG:100` -> "Must be at most 100 characters"); other text as is. */
export function messageText(message: string): string {
  const { code, max } = parseMessage(message);
  const text = Object.hasOwn(MESSAGE_TEXTS, code) ? MESSAGE_TEXTS[code] : undefined;
  if (text === undefined) return message;
  return max === undefined ? text : text.replace("{max}", String(max));
}
