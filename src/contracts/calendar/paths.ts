/** Calendar endpoints' methods and paths (zod-free; definitions in ./endpoints). */
export const CALENDAR_PATHS = {
  listCalendar: { method: "get", path: "/api/calendar" },
} as const;
