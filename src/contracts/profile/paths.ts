/** Account and profile endpoints' methods and paths (zod-free; definitions in ./endpoints). */
export const PROFILE_PATHS = {
  getMe: { method: "get", path: "/api/me" },
  getProfile: { method: "get", path: "/api/profile" },
  updateProfile: { method: "patch", path: "/api/profile" },
  uploadAvatar: { method: "post", path: "/api/profile/avatar" },
  removeAvatar: { method: "delete", path: "/api/profile/avatar" },
  refreshProviderToken: { method: "post", path: "/api/functions/refresh-provider-token" },
} as const;
