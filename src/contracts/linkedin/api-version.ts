// The LinkedIn-Version header's plain rules (zod-free: the /apps page and the server's start read them).

/**
 * What this release sends when LINKEDIN_API_VERSION is not set: the newest version LinkedIn's documentation showed
 * released when it was chosen (2026-11: "August 2026 - Version 202608 (Latest)" on the Recent Marketing API Changes
 * page). Not a later month: LinkedIn skips some (there was no 202512), and a version that does not exist answers
 * 426 NONEXISTENT_VERSION to every call, the same failure as a retired one.
 */
export const DEFAULT_LINKEDIN_API_VERSION = "202608";

/** A LinkedIn-Version, YYYYMM. */
export const LINKEDIN_API_VERSION_PATTERN = /^(20\d\d)(0[1-9]|1[0-2])$/;

/** Days before a version's retirement when the app starts saying so (Apps page, /api/health, the log at start). */
export const LINKEDIN_VERSION_WARNING_DAYS = 60;

/**
 * `current`: nothing to do; `retiring`: LinkedIn retires it within LINKEDIN_VERSION_WARNING_DAYS; `retired`: its
 * retirement date has passed, LinkedIn answers every call "Requested version … is not active".
 */
export const LINKEDIN_VERSION_STATES = ["current", "retiring", "retired"] as const;
export type LinkedInVersionState = (typeof LINKEDIN_VERSION_STATES)[number];

export interface LinkedInVersionStatus {
  version: string;
  /** The day LinkedIn is expected to retire it (YYYY-MM-DD, UTC). */
  retiresAround: string;
  state: LinkedInVersionState;
}

const DAY_MS = 86_400_000;

/**
 * When LinkedIn retires `version` (YYYYMM): a version is supported "a minimum of one year", and LinkedIn's migration
 * table retires each in the same month a year later, from the 15th (202410: 2025-10-15, 202601: 2027-01-15, 202603:
 * 2027-03-16, 202407: 2025-07-22). The 15th is the earliest of them, so the warning is never late.
 */
export function linkedInVersionRetirement(version: string): Date {
  const m = LINKEDIN_API_VERSION_PATTERN.exec(version);
  if (!m) throw new Error(`not a LinkedIn API version (YYYYMM): ${version}`);
  return new Date(Date.UTC(Number(m[1]) + 1, Number(m[2]) - 1, 15));
}

/** Where `version` stands at `now`: current, retiring within the warning days, or retired. */
export function linkedInVersionStatus(version: string, now: Date): LinkedInVersionStatus {
  const retires = linkedInVersionRetirement(version);
  const left = retires.getTime() - now.getTime();
  const state: LinkedInVersionState =
    left <= 0 ? "retired" : left <= LINKEDIN_VERSION_WARNING_DAYS * DAY_MS ? "retiring" : "current";
  return { version, retiresAround: retires.toISOString().slice(0, 10), state };
}
