import { defineEndpoint } from "../endpoint";
import { NOTIFICATION_PATHS as P } from "./paths";
import {
  markedReadSchema,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationPreferencesSchema,
  updateNotificationPreferencesSchema,
} from "./schemas";

const tags = ["Notifications"];

export const listNotifications = defineEndpoint({
  ...P.list,
  tags,
  access: "member",
  summary: "The user's notifications in the workspace, newest first, with the unread count",
  query: notificationListQuerySchema,
  responses: { 200: { description: "A page of notifications", json: notificationListSchema } },
  errors: [400, 401],
});

export const markNotificationRead = defineEndpoint({
  ...P.markRead,
  tags,
  access: "member",
  summary: "Mark one notification as read (idempotent)",
  params: notificationIdParamsSchema,
  responses: { 200: { description: "The unread count after", json: markedReadSchema } },
  errors: [400, 401, 404],
});

export const markAllNotificationsRead = defineEndpoint({
  ...P.markAllRead,
  tags,
  access: "member",
  summary: "Mark every notification of the user in the workspace as read",
  responses: { 200: { description: "The unread count after (0)", json: markedReadSchema } },
  errors: [401],
});

export const getNotificationPreferences = defineEndpoint({
  ...P.getPreferences,
  tags,
  access: "member",
  summary: "Which notifications are also sent by email (every kind, on by default)",
  responses: { 200: { description: "The preferences", json: notificationPreferencesSchema } },
  errors: [401],
});

export const updateNotificationPreferences = defineEndpoint({
  ...P.updatePreferences,
  tags,
  access: "member",
  summary: "Turn the email of some notification kinds on or off",
  body: updateNotificationPreferencesSchema,
  responses: { 200: { description: "The preferences after", json: notificationPreferencesSchema } },
  errors: [400, 401],
});
