import { z } from "zod";
import { instantSchema, pageTotalSchema, paginationQuerySchema, versionSchema } from "../common";
import { tooLongMessage } from "../messages";
import { postResponseSchema } from "../posts/schemas";
import { NOTE_CODES, NOTE_LIMITS as L, normalizeTags } from "./rules";

/** Note contract (issue 10): ideas captured as they come. */
export * from "./rules";

const tag = z
  .string()
  .max(L.tagMax, NOTE_CODES.tagInvalid)
  .refine((v) => !/[,\n\r]/.test(v), NOTE_CODES.tagInvalid);
const tags = z
  .array(tag)
  .max(L.tagsMax, NOTE_CODES.tooManyTags)
  .transform(normalizeTags)
  .describe(`At most ${L.tagsMax} tags without commas or line breaks; trimmed, kept once ignoring case`);

export const noteSchema = z.object({
  id: z.string(),
  workspaceId: z.string().describe("The workspace that owns it"),
  createdBy: z.string().nullable().describe("The user who wrote it; null once that user is deleted"),
  body: z.string(),
  tags: z.array(z.string()),
  pillarId: z.string().nullable().describe("Its strategy pillar; null for none"),
  pinned: z.boolean().describe("Listed first"),
  version: z
    .number()
    .int()
    .describe("Send it back with every change: a change made elsewhere since then answers 409 VERSION_CONFLICT"),
  postIds: z.array(z.string()).describe("Posts made from this note (not in the trash), oldest first"),
  createdAt: instantSchema,
  updatedAt: instantSchema,
  deletedAt: instantSchema.nullable().describe("In the trash since then (purged after 30 days); null when not deleted"),
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

export const updateNoteSchema = createNoteSchema.extend({ version: versionSchema });
export type UpdateNoteInput = z.infer<typeof updateNoteSchema>;

export const noteParamsSchema = z.object({
  id: z.string().describe("The note's id; 404 when the workspace has none with it"),
});

export const listNotesQuerySchema = paginationQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe("Full-text search over text and tags (accents ignored, last word as a prefix): best matches first"),
  tag: z.string().max(L.tagMax).optional().describe("Only notes with this tag (case ignored)"),
  pillarId: z.string().optional().describe("Only notes of this pillar"),
  trash: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional()
    .describe("true: the trash (deleted notes) instead of the live ones"),
});
export type ListNotesQuery = z.infer<typeof listNotesQuerySchema>;

export const notePageSchema = z.object({
  items: z.array(noteSchema),
  total: pageTotalSchema,
  limit: z.number().int(),
  offset: z.number().int(),
});

/** Converting a note answers the new draft post (it links back to the note). */
export const convertNoteResponseSchema = postResponseSchema;
