import { z } from "zod";
import { instantSchema, paginationQuerySchema } from "../common";
import { tooLongMessage } from "../messages";
import { postResponseSchema } from "../posts/schemas";
import { NOTE_CODES, NOTE_LIMITS as L, normalizeTags } from "./rules";

/** Note contract (issue 10): ideas captured as they come. */
export * from "./rules";

const tag = z
  .string()
  .max(L.tagMax, NOTE_CODES.tagInvalid)
  .refine((v) => !/[,\n\r]/.test(v), NOTE_CODES.tagInvalid);
const tags = z.array(tag).max(L.tagsMax, NOTE_CODES.tooManyTags).transform(normalizeTags);

export const noteSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  createdBy: z.string().nullable(),
  body: z.string(),
  tags: z.array(z.string()),
  pillarId: z.string().nullable(),
  pinned: z.boolean(),
  version: z.number().int(),
  /** Posts made from this note (not in the trash), oldest first. */
  postIds: z.array(z.string()),
  createdAt: instantSchema,
  updatedAt: instantSchema,
  deletedAt: instantSchema.nullable(),
});
export type Note = z.infer<typeof noteSchema>;

export const noteResponseSchema = z.object({ note: noteSchema });

const body = z.string().max(L.bodyMax, tooLongMessage(L.bodyMax));

export const createNoteSchema = z.object({
  body: body.optional(),
  tags: tags.optional(),
  pillarId: z.string().nullable().optional(),
  pinned: z.boolean().optional(),
});
export type CreateNoteInput = z.infer<typeof createNoteSchema>;

export const updateNoteSchema = createNoteSchema.extend({ version: z.number().int().min(1) });
export type UpdateNoteInput = z.infer<typeof updateNoteSchema>;

export const noteParamsSchema = z.object({ id: z.string() });

export const listNotesQuerySchema = paginationQuerySchema.extend({
  /** Full-text search over text and tags (accents ignored, last word as a prefix): best matches first. */
  q: z.string().trim().max(200).optional(),
  tag: z.string().max(L.tagMax).optional(),
  pillarId: z.string().optional(),
  trash: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
});
export type ListNotesQuery = z.infer<typeof listNotesQuerySchema>;

export const notePageSchema = z.object({
  items: z.array(noteSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});

/** Converting a note answers the new draft post (it links back to the note). */
export const convertNoteResponseSchema = postResponseSchema;
