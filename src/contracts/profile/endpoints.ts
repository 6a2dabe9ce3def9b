import { z } from "zod";
import { defineEndpoint } from "../endpoint";
import { meSchema } from "./me";
import { PROFILE_PATHS as P } from "./paths";
import { profileResponseSchema, refreshProviderTokenResultSchema, updateProfileSchema } from "./schemas";

export const getMe = defineEndpoint({
  ...P.getMe,
  tags: ["Account"],
  access: "member",
  summary: "The signed-in user",
  responses: { 200: { description: "The user", json: meSchema } },
  errors: [401, 404],
});

const tags = ["Profile"];

export const getProfile = defineEndpoint({
  ...P.getProfile,
  tags,
  access: "member",
  summary: "The user's profile (LinkedIn details fill the fields not set yet)",
  responses: { 200: { description: "The profile", json: profileResponseSchema } },
  errors: [401, 404],
});

export const updateProfile = defineEndpoint({
  ...P.updateProfile,
  tags,
  access: "member",
  summary: "Update the profile: only the supplied fields; full name follows first and last name",
  body: updateProfileSchema,
  responses: { 200: { description: "The updated profile", json: profileResponseSchema } },
  errors: [400, 401, 404],
});

export const uploadAvatar = defineEndpoint({
  ...P.uploadAvatar,
  tags,
  access: "member",
  summary: "Upload a profile photo (multipart field 'file'; PNG, JPEG, WebP or GIF checked by content; at most 5 MB)",
  form: z.object({ file: z.any().optional().meta({ type: "string", format: "binary" }) }),
  responses: { 200: { description: "The profile with its new avatarUrl", json: profileResponseSchema } },
  errors: [400, 401, 413],
});

export const removeAvatar = defineEndpoint({
  ...P.removeAvatar,
  tags,
  access: "member",
  summary: "Remove the profile photo (initials are shown instead); a photo uploaded here is deleted from storage",
  responses: { 200: { description: "The profile without its avatarUrl", json: profileResponseSchema } },
  errors: [401],
});

export const refreshProviderToken = defineEndpoint({
  ...P.refreshProviderToken,
  tags,
  access: "member",
  summary: "Refresh the LinkedIn access token server-side with the stored refresh token (tokens are never returned)",
  responses: { 200: { description: "Refreshed", json: refreshProviderTokenResultSchema } },
  errors: [400, 401, 502],
});
