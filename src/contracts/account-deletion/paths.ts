/** "Delete my account" endpoints' methods and paths (zod-free; definitions in ./endpoints). */
export const ACCOUNT_DELETION_PATHS = {
  deletionCheck: { method: "get", path: "/api/account/deletion" },
  sendDeletionCode: { method: "post", path: "/api/account/deletion/code" },
  deleteAccount: { method: "post", path: "/api/account/deletion" },
} as const;
