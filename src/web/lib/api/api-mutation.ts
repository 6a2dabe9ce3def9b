import { useMutation, type UseMutationOptions } from "@tanstack/react-query";
import { toastApiFailure } from "./api-error-text";
import i18n from "@/lib/i18n/i18n";

/**
 * What a failed mutation shows: an i18n key for the toast's title (the reason below it is translated by code), a
 * function of the error choosing one (or null for no toast), or null when the caller shows the failure itself.
 */
export type MutationFailure<TVariables> = string | ((error: unknown, variables: TVariables) => string | null) | null;

/**
 * `useMutation` for the app's API: a failure shows one destructive toast, "<failure title>: <reason>", in the
 * interface language at the time it fails; a 401 shows nothing here (the global handler says "Session expired!"
 * and goes to /sign-in, SPEC §8). Having an `onError`, it also tells the global handler not to add its own toast.
 */
export function useApiMutation<TData, TVariables = void, TContext = unknown>(
  options: Omit<UseMutationOptions<TData, Error, TVariables, TContext>, "onError"> & {
    failure: MutationFailure<TVariables>;
  },
) {
  const { failure, ...rest } = options;
  return useMutation<TData, Error, TVariables, TContext>({
    ...rest,
    onError: (error, variables) => {
      const title = typeof failure === "function" ? failure(error, variables) : failure;
      if (title) toastApiFailure(i18n.t(title), error, i18n.t);
    },
  });
}
