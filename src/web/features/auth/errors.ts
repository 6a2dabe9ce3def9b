import { INVALID_CHARACTERS } from "@contracts/errors";
import { AUTH_ERROR_CODES as C } from "@contracts/auth/constants";

/** The error object better-auth's client returns (`{ data, error }`). */
export interface AuthClientError {
  status?: number;
  code?: string;
  message?: string;
  statusText?: string;
}

const hasCode = (error: AuthClientError | null | undefined, code: string) =>
  typeof error?.code === "string" && error.code.toUpperCase().includes(code);

/** i18n keys (under `auth.errors.`) for the SPEC §8 messages. */
export type AuthErrorKey =
  | "tooManyRequests"
  | "emailNotVerified"
  | "invalidCredentials"
  | "generic"
  | "emailExists"
  | "invalidOtp"
  | "otpExpired"
  | "tooManyAttempts"
  | "updatePasswordFailed"
  | "invalidResetLink"
  | "passwordTooCommon"
  | "sendCodeFailed"
  | "invalidCharacters";

/** Refusals any auth form can get, whatever it sends. */
const commonKey = (error: AuthClientError): AuthErrorKey | undefined =>
  hasCode(error, INVALID_CHARACTERS.code) ? "invalidCharacters" : undefined;

export function signInErrorKey(error: AuthClientError): AuthErrorKey {
  if (error.status === 429) return "tooManyRequests";
  if (hasCode(error, C.emailNotVerified)) return "emailNotVerified";
  if (hasCode(error, C.invalidEmailOrPassword)) return "invalidCredentials";
  return commonKey(error) ?? "generic";
}

export function signUpErrorKey(error: AuthClientError): AuthErrorKey {
  if (hasCode(error, C.userAlreadyExists)) return "emailExists";
  if (hasCode(error, C.passwordTooCommon)) return "passwordTooCommon";
  if (error.status === 429) return "tooManyRequests";
  return commonKey(error) ?? "generic";
}

export function otpErrorKey(error: AuthClientError): AuthErrorKey {
  if (hasCode(error, C.tooManyAttempts)) return "tooManyAttempts";
  if (hasCode(error, C.otpExpired)) return "otpExpired";
  if (hasCode(error, C.invalidOtp)) return "invalidOtp";
  if (error.status === 429) return "tooManyRequests";
  return commonKey(error) ?? "generic";
}

export function resetPasswordErrorKey(error: AuthClientError): AuthErrorKey {
  if (error.status === 429) return "tooManyRequests";
  if (hasCode(error, C.invalidToken)) return "invalidResetLink";
  if (hasCode(error, C.passwordTooCommon)) return "passwordTooCommon";
  return commonKey(error) ?? "updatePasswordFailed";
}

/** Turns anything thrown (network failure, …) into the client error shape. */
export function toAuthClientError(err: unknown): AuthClientError {
  if (err && typeof err === "object") {
    const e = err as AuthClientError;
    return { status: e.status, code: e.code, message: e.message };
  }
  return { message: String(err) };
}
