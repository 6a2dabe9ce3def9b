/** "Export my data" endpoints' methods and paths (zod-free; definitions in ./endpoints). */
export const ACCOUNT_DATA_PATHS = {
  requestAccountExport: { method: "post", path: "/api/account/exports" },
  latestAccountExport: { method: "get", path: "/api/account/exports/latest" },
  downloadAccountExport: { method: "get", path: "/api/account/exports/{id}/download", answers: "file" },
} as const;

/** The zip's content type (the download's answer). */
export const ACCOUNT_EXPORT_CONTENT_TYPE = "application/zip";
