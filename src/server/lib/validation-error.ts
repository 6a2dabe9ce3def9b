import type { ValidationIssue } from "../../contracts/errors";
import { isMessageCode, messageText } from "../../contracts/message-catalog";
import { parseMessage } from "../../contracts/messages";
import { AppError } from "./errors";

/** What a failed zod parse gives (classic and mini alike). */
interface ZodLikeIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** One issue in the answer's shape: its message code when the contracts define one, else INVALID. */
export function toValidationIssue(issue: ZodLikeIssue): ValidationIssue {
  const path = issue.path.map(String).join(".");
  if (!isMessageCode(issue.message)) return { path, code: "INVALID" };
  const { code, max } = parseMessage(issue.message);
  return max === undefined ? { path, code } : { path, code, max };
}

/** The 400 for input a contract refused: the first problem in English as the message, every problem by code. */
export function validationError(issues: readonly ZodLikeIssue[]): AppError {
  const first = issues[0];
  const where = first?.path.length ? `${first.path.map(String).join(".")}: ` : "";
  return new AppError({
    code: "VALIDATION_FAILED",
    message: `${where}${first ? messageText(first.message) : "Invalid input"}`,
    issues: issues.map(toValidationIssue),
  });
}
