/** Notification endpoints' methods and paths (zod-free; definitions in ./endpoints). */
export const NOTIFICATION_PATHS = {
  list: { method: "get", path: "/api/notifications" },
  markRead: { method: "post", path: "/api/notifications/{id}/read" },
  markAllRead: { method: "post", path: "/api/notifications/read-all" },
  getPreferences: { method: "get", path: "/api/notification-preferences" },
  updatePreferences: { method: "put", path: "/api/notification-preferences" },
} as const;
