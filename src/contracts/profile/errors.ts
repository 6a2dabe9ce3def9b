/** The profile's error codes and their HTTP statuses (zod-free, composed in ../errors). */
export const PROFILE_ERRORS = {
  AVATAR_MISSING: 400,
  NO_PROVIDER_REFRESH_TOKEN: 400,
  AVATAR_TOO_LARGE: 413,
  AVATAR_TYPE: 415,
  PROVIDER_REFRESH_FAILED: 502,
} as const;
