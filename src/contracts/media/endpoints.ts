import { defineEndpoint } from "../endpoint";
import { MEDIA_PATHS as P } from "./paths";
import {
  deleteMediaQuerySchema,
  listMediaQuerySchema,
  mediaPageSchema,
  mediaParamsSchema,
  mediaResponseSchema,
  uploadMediaFormSchema,
} from "./schemas";

const tags = ["Media"];

export const listMedia = defineEndpoint({
  ...P.listMedia,
  tags,
  access: "user",
  summary: "The workspace's Library files, newest first, each with the posts that use it",
  query: listMediaQuerySchema,
  responses: { 200: { description: "A page of files", schema: mediaPageSchema } },
  errors: [400, 401],
});

export const uploadMedia = defineEndpoint({
  ...P.uploadMedia,
  tags,
  access: "user",
  summary:
    "Upload an image (PNG, JPEG, WebP or GIF, at most 50 MB; downscaled above 36,152,320 pixels) or a PDF (at most 100 MB and 300 pages), checked by content (multipart field 'file')",
  form: uploadMediaFormSchema,
  responses: { 201: { description: "The file", schema: mediaResponseSchema } },
  errors: [400, 401, 413, 415],
});

export const getMedia = defineEndpoint({
  ...P.getMedia,
  tags,
  access: "user",
  summary: "One file of the workspace's Library, with the posts that use it",
  params: mediaParamsSchema,
  responses: { 200: { description: "The file", schema: mediaResponseSchema } },
  errors: [401, 404],
});

export const deleteMedia = defineEndpoint({
  ...P.deleteMedia,
  tags,
  access: "user",
  summary: "Delete a file; 409 MEDIA_IN_USE when posts use it, unless ?force=true (which removes it from them)",
  params: mediaParamsSchema,
  query: deleteMediaQuerySchema,
  responses: { 200: { description: "The deleted file", schema: mediaResponseSchema } },
  errors: [400, 401, 404, 409],
});
