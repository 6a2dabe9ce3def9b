import { defineEndpoint } from "../endpoint";
import { NOTE_PATHS as P } from "./paths";
import {
  convertNoteResponseSchema,
  createNoteSchema,
  listNotesQuerySchema,
  noteParamsSchema,
  notePageSchema,
  noteResponseSchema,
  updateNoteSchema,
} from "./schemas";

const tags = ["Notes"];

export const listNotes = defineEndpoint({
  ...P.listNotes,
  tags,
  access: "member",
  summary: "The workspace's notes: pinned first, then most recently changed (?trash=true: the trash)",
  query: listNotesQuerySchema,
  responses: { 200: { description: "A page of notes", json: notePageSchema } },
  errors: [400, 401],
});

export const createNote = defineEndpoint({
  ...P.createNote,
  tags,
  access: { permission: "note.write" },
  summary: "Capture a note",
  body: createNoteSchema,
  responses: { 201: { description: "The note", json: noteResponseSchema } },
  errors: [400, 401],
});

export const getNote = defineEndpoint({
  ...P.getNote,
  tags,
  access: "member",
  summary: "One note of the workspace (also from the trash)",
  params: noteParamsSchema,
  responses: { 200: { description: "The note", json: noteResponseSchema } },
  errors: [401, 404],
});

export const updateNote = defineEndpoint({
  ...P.updateNote,
  tags,
  access: { permission: "note.write" },
  summary: "Change a note; 409 VERSION_CONFLICT when it changed since the given version",
  params: noteParamsSchema,
  body: updateNoteSchema,
  responses: { 200: { description: "The note", json: noteResponseSchema } },
  errors: [400, 401, 404, 409],
});

export const deleteNote = defineEndpoint({
  ...P.deleteNote,
  tags,
  access: { permission: "note.write" },
  summary: "Move a note to the trash (restorable for 30 days)",
  params: noteParamsSchema,
  responses: { 200: { description: "The deleted note", json: noteResponseSchema } },
  errors: [401, 404],
});

export const restoreNote = defineEndpoint({
  ...P.restoreNote,
  tags,
  access: { permission: "note.write" },
  summary: "Take a note out of the trash",
  params: noteParamsSchema,
  responses: { 200: { description: "The restored note", json: noteResponseSchema } },
  errors: [401, 404],
});

export const convertNote = defineEndpoint({
  ...P.convertNote,
  tags,
  access: { permission: "post.write" },
  summary: "Turn a note into a draft post (its text, its pillar; the post links back to the note)",
  params: noteParamsSchema,
  responses: { 201: { description: "The new draft", json: convertNoteResponseSchema } },
  errors: [401, 404],
});
