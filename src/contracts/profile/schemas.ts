import { z } from "zod";
import { detectImageType } from "./image-type";
import { LANGUAGES, languageSchema } from "../common";
import { COMMON_CODES, tooLongMessage } from "../messages";
import { canonicalTimeZone, isTimeZone, TIME_ZONE_MAX } from "../time-zone";

/** Profile contract shared by the server and the web app (SPEC §2 Profile, §5). */

export { PROFILE_CODES, PROFILE_MESSAGES } from "./messages";
import { PROFILE_CODES } from "./messages";

export const PROFILE_LIMITS = {
  nameMax: 100,
  headlineMax: 220,
  linkedinMax: 500,
  avatarMaxBytes: 5 * 1024 * 1024,
  /** Seconds a browser may cache an avatar (SPEC §9). */
  avatarCacheSeconds: 3600,
} as const;

export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;

/** linkedin.com, www.linkedin.com or a country subdomain (fr.linkedin.com). */
const LINKEDIN_HOST = /^(?:(?:www|[a-z]{2})\.)?linkedin\.com$/;
/** A profile's public slug: 3 to 100 letters, digits, hyphens or underscores (accented letters too). */
const LINKEDIN_SLUG = /^[\p{L}\p{M}\p{N}_-]{3,100}$/u;

/** An absolute http(s) URL with a dotted host (e.g. a LinkedIn picture). */
export function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === "https:" || u.protocol === "http:") && u.hostname.includes(".");
  } catch {
    return false;
  }
}

/**
 * A LinkedIn profile URL, with or without scheme and `www.`, on a country subdomain, with a trailing slash,
 * query or fragment, as `https://www.linkedin.com/in/<slug>`; null for anything else (other hosts, other pages).
 */
export function normalizeLinkedinUrl(value: string): string | null {
  const raw = value.trim();
  if (raw === "" || /\s/.test(raw)) return null;
  const withScheme =
    /^[a-z][a-z0-9+.-]*:/i.test(raw) && raw.includes("://") ? raw : `https://${raw.replace(/^\/+/, "")}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || url.port || !LINKEDIN_HOST.test(url.hostname)) return null;
  const path = /^\/in\/([^/]+)\/?$/i.exec(url.pathname);
  if (!path) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(path[1]);
  } catch {
    return null;
  }
  return LINKEDIN_SLUG.test(slug) ? `https://www.linkedin.com/in/${encodeURIComponent(slug)}` : null;
}

const M = PROFILE_CODES;

/**
 * Why a chosen file cannot be an avatar (the SPEC §5 message's code), judged like the server does: by its size and its
 * first bytes (`head`, at least 12), never by its name or declared type; null when it can.
 */
export function avatarFileProblem(size: number, head: Uint8Array): string | null {
  if (size === 0) return M.avatarMissing;
  if (size > PROFILE_LIMITS.avatarMaxBytes) return M.avatarTooLarge;
  return detectImageType(head) ? null : M.avatarType;
}

/**
 * The edit form (SPEC §5): first and last name required, LinkedIn profile URL valid (and normalised) or empty,
 * headline optional.
 */
export const profileFormSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, COMMON_CODES.firstNameRequired)
    .max(PROFILE_LIMITS.nameMax, tooLongMessage(PROFILE_LIMITS.nameMax)),
  lastName: z
    .string()
    .trim()
    .min(1, COMMON_CODES.lastNameRequired)
    .max(PROFILE_LIMITS.nameMax, tooLongMessage(PROFILE_LIMITS.nameMax)),
  linkedin: z
    .string()
    .trim()
    .max(PROFILE_LIMITS.linkedinMax, tooLongMessage(PROFILE_LIMITS.linkedinMax))
    .refine((v) => v === "" || normalizeLinkedinUrl(v) !== null, M.linkedinInvalid)
    .transform((v) => (v === "" ? "" : (normalizeLinkedinUrl(v) as string))),
  headline: z.string().trim().max(PROFILE_LIMITS.headlineMax, tooLongMessage(PROFILE_LIMITS.headlineMax)),
  language: z.enum(LANGUAGES, { error: () => M.languageInvalid }),
});
export type ProfileFormInput = z.infer<typeof profileFormSchema>;

/** The user's IANA time zone (their schedule is shown and entered in it): a real zone, stored in its own spelling. */
export const timeZoneSchema = z
  .string()
  .max(TIME_ZONE_MAX, M.timeZoneInvalid)
  .refine(isTimeZone, M.timeZoneInvalid)
  .transform(canonicalTimeZone);

/** PATCH: any subset of the form's fields, with the same rules ("" clears linkedin and headline). */
export const updateProfileSchema = z.object({
  firstName: profileFormSchema.shape.firstName.optional(),
  lastName: profileFormSchema.shape.lastName.optional(),
  linkedin: profileFormSchema.shape.linkedin.nullable().optional(),
  headline: profileFormSchema.shape.headline.nullable().optional(),
  language: profileFormSchema.shape.language.optional(),
  timeZone: timeZoneSchema
    .nullable()
    .optional()
    .describe('An IANA zone name ("Europe/Paris"), never an offset; null clears it'),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/**
 * The user's own fields, named once: GET/PATCH /api/profile answer exactly these, and GET /api/me adds the session's
 * and the shell's (./me.ts) under the same names.
 */
export const userFieldsSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  headline: z.string().nullable(),
  linkedin: z
    .string()
    .nullable()
    .describe("The LinkedIn profile URL the user gave (https://www.linkedin.com/in/<slug>), not a connection"),
  language: languageSchema.describe("The interface language, also the language of mails"),
  timeZone: z
    .string()
    .nullable()
    .describe("The IANA zone the user's schedule is shown in; null until the web saves the browser's on first use"),
  avatarUrl: z
    .string()
    .nullable()
    .describe("The avatar: an uploaded one (under /uploads/avatars/ or S3_PUBLIC_URL) or the LinkedIn picture"),
  linkedinConnected: z
    .boolean()
    .describe("Signed in with LinkedIn (a provider identity exists), not the publishing connection"),
});
export type UserFields = z.infer<typeof userFieldsSchema>;

export const profileSchema = userFieldsSchema;
export type Profile = z.infer<typeof profileSchema>;

export const profileResponseSchema = z.object({ profile: profileSchema });

export const refreshProviderTokenResultSchema = z.object({
  refreshed: z.literal(true),
  expiresAt: z.string().nullable().describe("When the new access token expires (ISO 8601), when the provider says"),
});
