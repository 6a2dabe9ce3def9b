import type { GenericOAuthConfig } from "better-auth/plugins";
import { LINKEDIN_PROVIDER_ID, LINKEDIN_SCOPES } from "../../../contracts/auth/constants";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { linkedInClaims, linkedInUserFields, rememberClaims, saveLinkedInProfile } from "./profile";

/** LinkedIn's OpenID Connect provider for better-auth's genericOAuth plugin; none when LINKEDIN_CLIENT_ID is empty. */
export function linkedInProviders(config: Config): GenericOAuthConfig[] {
  if (config.LINKEDIN_CLIENT_ID === "") return [];
  return [
    {
      providerId: LINKEDIN_PROVIDER_ID,
      name: "LinkedIn",
      clientId: config.LINKEDIN_CLIENT_ID,
      clientSecret: config.LINKEDIN_CLIENT_SECRET,
      discoveryUrl: config.LINKEDIN_DISCOVERY_URL,
      scopes: [...LINKEDIN_SCOPES],
      pkce: true,
      authentication: "post",
      mapProfileToUser: (profile) => {
        const claims = linkedInClaims(profile as Record<string, unknown>);
        rememberClaims(claims);
        return linkedInUserFields(claims);
      },
    },
  ];
}

/** better-auth account hook: a LinkedIn account created or refreshed stores the member's profile. */
export async function onLinkedInAccountSaved(
  db: Db,
  account: { providerId?: string; userId?: string; accountId?: string },
): Promise<void> {
  if (account.providerId === LINKEDIN_PROVIDER_ID && account.userId && account.accountId)
    await saveLinkedInProfile(db, account.userId, account.accountId);
}
