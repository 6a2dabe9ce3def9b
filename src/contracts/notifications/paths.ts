/** Notification endpoints' methods and paths (zod-free; definitions in ./endpoints). */
export const NOTIFICATION_PATHS = {
  list: { method: "get", path: "/api/notifications" },
  markRead: { method: "post", path: "/api/notifications/{id}/read" },
  markAllRead: { method: "post", path: "/api/notifications/read-all" },
  getPreferences: { method: "get", path: "/api/notification-preferences" },
  updatePreferences: { method: "put", path: "/api/notification-preferences" },
} as const;

/** The bell's list: the newest notifications (its query, asked by the web and read into a rendered page's data). */
export const BELL_QUERY = { limit: 20, offset: 0 } as const;
