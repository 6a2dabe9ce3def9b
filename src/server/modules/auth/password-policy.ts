import { APIError } from "better-auth/api";
import { AUTH_ERROR_CODES, AUTH_MESSAGES } from "../../../contracts/auth/constants";
import { isCommonPassword } from "./common-passwords";

// better-auth endpoints that set a new password, and the body field that holds it.
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
  "/set-password": "newPassword",
  "/email-otp/reset-password": "password",
};

/** Refuses (400 PASSWORD_TOO_COMMON) a new password from the common-password list; the length rules stay better-auth's. */
export function assertPasswordNotCommon(path: string, body: unknown): void {
  const field = NEW_PASSWORD_FIELDS[path];
  const value =
    field && typeof body === "object" && body !== null ? (body as Record<string, unknown>)[field] : undefined;
  if (typeof value === "string" && isCommonPassword(value)) {
    throw new APIError("BAD_REQUEST", {
      code: AUTH_ERROR_CODES.passwordTooCommon,
      message: AUTH_MESSAGES.passwordTooCommon,
    });
  }
}
