import { useCurrentUser } from "@/entities/profile/me";
import { useSignInMethods } from "@/entities/profile/sign-in-methods";
import { useClientConfig } from "@/lib/app/client-config";
import { useLinkedinConnection } from "./api";
import { publishingState, type PublishingState } from "./publishing-state";

export type LinkedInSignIn = "linked" | "notLinked" | "unavailable";

/**
 * LinkedIn's two roles for this user, read once for every place that shows them (Settings > Account, Profile, the
 * Help Center): signing in (better-auth's accounts) and publishing (the workspace's connection). Undefined while
 * not known yet.
 */
export function useLinkedInAccounts(): {
  signIn: LinkedInSignIn | undefined;
  /** The member signed in as, when linked. */
  signInName: string | null;
  publishing: PublishingState | undefined;
} {
  const methods = useSignInMethods();
  const enabled = useClientConfig().data?.linkedinEnabled;
  const { me, email } = useCurrentUser();
  const connection = useLinkedinConnection();
  // a server without LinkedIn sign-in set up: a linked account cannot be used either
  const signIn: LinkedInSignIn | undefined =
    enabled === false
      ? "unavailable"
      : methods.linkedin === undefined
        ? undefined
        : methods.linkedin
          ? "linked"
          : "notLinked";
  return {
    signIn,
    signInName: methods.linkedin ? (me?.linkedinIdentity?.name ?? email) : null,
    publishing: connection.data ? publishingState(connection.data.connection) : undefined,
  };
}
