import { defineEndpoint } from "../endpoint";
import { SAVED_POST_PATHS as P, SAVED_POSTS_EXPORT_TYPES } from "./paths";
import {
  createSavedPostSchema,
  exportSavedPostsQuerySchema,
  importSavedPostsResponseSchema,
  importSavedPostsSchema,
  listSavedPostsQuerySchema,
  publishedPostParamsSchema,
  savedPostIdeaResponseSchema,
  savedPostPageSchema,
  savedPostParamsSchema,
  savedPostResponseSchema,
  updateSavedPostSchema,
} from "./schemas";

const tags = ["Saved posts"];

export const listSavedPosts = defineEndpoint({
  ...P.listSavedPosts,
  tags,
  access: "member",
  summary: "The workspace's saved posts, latest saved first (with a search: best matches first)",
  query: listSavedPostsQuerySchema,
  responses: { 200: { description: "A page of saved posts", json: savedPostPageSchema } },
  errors: [400, 401],
});

export const createSavedPost = defineEndpoint({
  ...P.createSavedPost,
  tags,
  access: { permission: "note.write" },
  summary: "Save a post (its text and/or link); 409 SAVED_POST_DUPLICATE when its link is already saved",
  body: createSavedPostSchema,
  responses: { 201: { description: "The saved post", json: savedPostResponseSchema } },
  errors: [400, 401, 409],
});

export const importSavedPosts = defineEndpoint({
  ...P.importSavedPosts,
  tags,
  access: { permission: "note.write" },
  summary: "Preview or import a CSV or JSON file of saved posts: all rows or none",
  body: importSavedPostsSchema,
  responses: {
    200: { description: "Each row with its errors; how many were imported", json: importSavedPostsResponseSchema },
  },
  errors: [400, 401, 413],
});

// before getSavedPost: "/export" is not an id
export const exportSavedPosts = defineEndpoint({
  ...P.exportSavedPosts,
  tags,
  access: "member",
  summary: "Download the workspace's saved posts as CSV or JSON, in the import's columns (imports back as it is)",
  query: exportSavedPostsQuerySchema,
  responses: {
    200: {
      description: "The file, latest saved first",
      file: { contentTypes: Object.values(SAVED_POSTS_EXPORT_TYPES) },
    },
  },
  errors: [400, 401],
});

export const getSavedPost = defineEndpoint({
  ...P.getSavedPost,
  tags,
  access: "member",
  summary: "One saved post of the workspace",
  params: savedPostParamsSchema,
  responses: { 200: { description: "The saved post", json: savedPostResponseSchema } },
  errors: [401, 404],
});

export const updateSavedPost = defineEndpoint({
  ...P.updateSavedPost,
  tags,
  access: { permission: "note.write" },
  summary: "Change a saved post; 409 VERSION_CONFLICT when it changed since the given version",
  params: savedPostParamsSchema,
  body: updateSavedPostSchema,
  responses: { 200: { description: "The saved post", json: savedPostResponseSchema } },
  errors: [400, 401, 404, 409],
});

export const deleteSavedPost = defineEndpoint({
  ...P.deleteSavedPost,
  tags,
  access: { permission: "note.write" },
  summary: "Delete a saved post",
  params: savedPostParamsSchema,
  responses: { 200: { description: "The deleted saved post", json: savedPostResponseSchema } },
  errors: [401, 404],
});

export const savedPostToIdea = defineEndpoint({
  ...P.savedPostToIdea,
  tags,
  access: { permission: "post.write" },
  summary: "Turn a saved post into an idea card on the Content Management board, linked back (once: again answers it)",
  params: savedPostParamsSchema,
  responses: { 201: { description: "The idea", json: savedPostIdeaResponseSchema } },
  errors: [401, 404],
});

export const savePublishedPost = defineEndpoint({
  ...P.savePublishedPost,
  tags,
  access: { permission: "note.write" },
  summary: "Save one of the workspace's own published posts (its text and LinkedIn link); 409 when already saved",
  params: publishedPostParamsSchema,
  responses: { 201: { description: "The saved post", json: savedPostResponseSchema } },
  errors: [401, 404, 409],
});
