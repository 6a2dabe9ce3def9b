/** "Export my data" error codes and their HTTP statuses (zod-free, composed in ../errors). */
export const ACCOUNT_DATA_ERRORS = {
  ACCOUNT_EXPORT_RUNNING: 409,
  ACCOUNT_EXPORT_EXPIRED: 410,
  ACCOUNT_EXPORT_NOT_READY: 409,
  ACCOUNT_EXPORT_RATE_LIMITED: 429,
} as const;
