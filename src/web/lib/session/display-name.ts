/** A signed-in user as the session returns it (better-auth user + the app's additional fields). */
export interface SessionUser {
  id: string;
  email: string;
  name?: string | null;
  image?: string | null;
  emailVerified?: boolean;
  firstName?: string | null;
  lastName?: string | null;
  fullName?: string | null;
  headline?: string | null;
  language?: string | null;
}

/** Names from a single-sign-on identity (OpenID Connect claims). */
export interface ProviderNames {
  given_name?: string | null;
  family_name?: string | null;
  name?: string | null;
}

const clean = (v: string | null | undefined) => (typeof v === "string" ? v.trim() : "");

/**
 * SPEC §3 display-name rule: prefer the provider's names for single-sign-on users, then the stored
 * full name; if there is none, join first and last name; then the user's name; then the part of the email
 * before "@"; else "User".
 */
export function getDisplayName(user: Partial<SessionUser> | null | undefined, provider?: ProviderNames | null): string {
  if (provider) {
    const providerFull = clean(provider.name);
    if (providerFull) return providerFull;
    const joined = [clean(provider.given_name), clean(provider.family_name)].filter(Boolean).join(" ");
    if (joined) return joined;
  }
  if (!user) return "User";
  const fullName = clean(user.fullName);
  if (fullName) return fullName;
  const joined = [clean(user.firstName), clean(user.lastName)].filter(Boolean).join(" ");
  if (joined) return joined;
  const name = clean(user.name);
  if (name) return name;
  const local = clean(user.email).split("@")[0];
  if (local) return local;
  return "User";
}

/** Avatar initials: from the display name, else the first two letters of the email. */
export function getInitials(user: Partial<SessionUser> | null | undefined): string {
  const name = getDisplayName(user);
  const parts = name.split(/\s+/).filter(Boolean);
  if (name !== "User" && parts.length >= 2) return (parts[0][0] + parts[1][0]).toUpperCase();
  const email = clean(user?.email);
  if (email) return email.slice(0, 2).toUpperCase();
  return name.slice(0, 2).toUpperCase();
}
