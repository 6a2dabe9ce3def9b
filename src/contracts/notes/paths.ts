/** Note endpoints' methods and paths (zod-free; definitions in ./endpoints). */
export const NOTE_PATHS = {
  listNotes: { method: "get", path: "/api/notes" },
  createNote: { method: "post", path: "/api/notes" },
  getNote: { method: "get", path: "/api/notes/{id}" },
  updateNote: { method: "patch", path: "/api/notes/{id}" },
  deleteNote: { method: "delete", path: "/api/notes/{id}" },
  restoreNote: { method: "post", path: "/api/notes/{id}/restore" },
  convertNote: { method: "post", path: "/api/notes/{id}/post" },
} as const;
