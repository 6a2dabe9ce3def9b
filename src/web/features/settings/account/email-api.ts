import { ACCOUNT_EMAIL_PATHS as P } from "@contracts/account-email/paths";
import type { ChangeEmailInput } from "@contracts/auth/schemas";
import { api } from "@/lib/api/api-client";
import { useApiMutation } from "@/lib/api/api-mutation";

/** Asks for the link to the new address; the section says the failures itself (some at their field). */
export const useRequestEmailChange = () =>
  useApiMutation({ mutationFn: (body: ChangeEmailInput) => api(P.requestEmailChange, { body }), failure: null });

/** How the link mailed to the new address ended, read from the address it lands on. */
export type EmailChangeOutcome = "changed" | "refused";

/** `?email=changed` (better-auth adds `&error=<code>` when it refused the link). */
export function emailChangeSearch(search: Record<string, unknown>): { emailChange?: EmailChangeOutcome } {
  if (search.email !== "changed") return {};
  return { emailChange: search.error ? "refused" : "changed" };
}
