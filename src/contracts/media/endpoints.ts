import { defineEndpoint } from "../endpoint";
import { MEDIA_PATHS as P } from "./paths";
import { IMAGE_TYPES, THUMBNAIL_TYPE } from "./rules";
import {
  deleteMediaQuerySchema,
  listMediaQuerySchema,
  mediaPageSchema,
  mediaParamsSchema,
  mediaResponseSchema,
  mediaStorageResponseSchema,
  uploadMediaFormSchema,
} from "./schemas";

const tags = ["Media"];

export const listMedia = defineEndpoint({
  ...P.listMedia,
  tags,
  access: "member",
  summary: "The workspace's Library files, newest first, each with the posts that use it",
  query: listMediaQuerySchema,
  responses: { 200: { description: "A page of files", json: mediaPageSchema } },
  errors: [400, 401],
});

export const uploadMedia = defineEndpoint({
  ...P.uploadMedia,
  tags,
  access: { permission: "media.write" },
  summary:
    "Upload an image (PNG, JPEG, WebP or GIF, at most 50 MB and 36,152,320 pixels; WebP is stored converted to JPEG, PNG or GIF, which LinkedIn takes) or a PDF (at most 100 MB and 300 pages), checked by content (multipart field 'file'); 413 MEDIA_QUOTA_EXCEEDED beyond the workspace's storage quota",
  form: uploadMediaFormSchema,
  responses: { 201: { description: "The file", json: mediaResponseSchema } },
  errors: [400, 401, 413, 415],
});

export const getMediaStorage = defineEndpoint({
  ...P.getMediaStorage,
  tags,
  access: "member",
  summary: "The storage the workspace's Library takes, and its quota (null: no limit)",
  responses: { 200: { description: "Storage used and quota", json: mediaStorageResponseSchema } },
  errors: [401],
});

export const getMedia = defineEndpoint({
  ...P.getMedia,
  tags,
  access: "member",
  summary: "One file of the workspace's Library, with the posts that use it",
  params: mediaParamsSchema,
  responses: { 200: { description: "The file", json: mediaResponseSchema } },
  errors: [401, 404],
});

export const deleteMedia = defineEndpoint({
  ...P.deleteMedia,
  tags,
  access: { permission: "media.write" },
  summary: "Delete a file; 409 MEDIA_IN_USE when posts use it, unless ?force=true (which removes it from them)",
  params: mediaParamsSchema,
  query: deleteMediaQuerySchema,
  responses: { 200: { description: "The deleted file", json: mediaResponseSchema } },
  errors: [400, 401, 404, 409],
});

export const getMediaFile = defineEndpoint({
  ...P.getMediaFile,
  tags,
  access: "member",
  summary: "The file's bytes, for members of its workspace (browsers may keep it a day: a new upload is a new id)",
  params: mediaParamsSchema,
  responses: {
    200: { description: "The file", file: { contentTypes: [...Object.keys(IMAGE_TYPES), "application/pdf"] } },
  },
  errors: [401, 404],
});

export const getMediaThumbnail = defineEndpoint({
  ...P.getMediaThumbnail,
  tags,
  access: "member",
  summary: "The file's thumbnail (its first page for a PDF), for members of its workspace",
  params: mediaParamsSchema,
  responses: { 200: { description: "The thumbnail", file: { contentTypes: [THUMBNAIL_TYPE] } } },
  errors: [401, 404],
});
