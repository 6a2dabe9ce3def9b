/** How long a finished export can be downloaded, and how many a user may ask for (zod-free: the web shows them). */
export const ACCOUNT_EXPORT_RULES = {
  keepDays: 7,
  /** Exports asked for per user per window (a zip of every file is costly to build). */
  maxPerWindow: 3,
  windowSeconds: 24 * 3600,
} as const;
