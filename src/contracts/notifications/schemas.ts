import { z } from "zod";
import { idSchema, instantSchema, pageSchema, paginationQuerySchema } from "../common";
import { PUBLISH_ERRORS } from "../publishing/rules";
import { MAILED_KINDS, NOTIFICATION_KINDS } from "./rules";

export * from "./rules";

export const notificationKindSchema = z
  .enum(NOTIFICATION_KINDS)
  .describe("What happened; clients translate by kind, with `data`'s facts");

/** The non-secret facts a notification carries, shown translated by kind. */
export const notificationDataSchema = z.object({
  firstLine: z.string().optional().describe("The post's first line (publishing notifications)"),
  error: z.enum(PUBLISH_ERRORS).optional().describe("Why the post failed (publish_failed, first_comment_failed)"),
  expiresAt: instantSchema
    .optional()
    .describe(
      "When the LinkedIn token expires (linkedin_expiring), when the export's link does (account_export_ready)",
    ),
  days: z.number().int().optional().describe("The reminder's threshold in days (linkedin_expiring: 7 or 1)"),
});

export const notificationSchema = z.object({
  id: idSchema,
  kind: notificationKindSchema,
  postId: idSchema.nullable().describe("The post it is about; null for a LinkedIn connection notification"),
  data: notificationDataSchema,
  readAt: instantSchema.nullable().describe("When the user opened or dismissed it; null while unread"),
  createdAt: instantSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = paginationQuerySchema;
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationListSchema = pageSchema(notificationSchema).extend({
  unread: z.number().int().describe("The user's unread notifications in this workspace (the bell's badge)"),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationIdParamsSchema = z.object({
  id: idSchema.describe("The notification's id; 404 when it is not one of the user's"),
});

export const markedReadSchema = z.object({
  unread: z.number().int().describe("What is left unread afterwards"),
});

/** Mail on or off, per kind the user may choose for (every such kind is always listed). */
export const notificationPreferencesSchema = z.object({
  email: z
    .object(
      Object.fromEntries(MAILED_KINDS.map((k) => [k, z.boolean()])) as Record<
        (typeof MAILED_KINDS)[number],
        z.ZodBoolean
      >,
    )
    .describe("Per kind: true mails it too (the default), false only shows it in the app"),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** A change: only the kinds given. */
export const updateNotificationPreferencesSchema = z
  .object({ email: notificationPreferencesSchema.shape.email.partial().strict() })
  .strict();
export type UpdateNotificationPreferencesInput = z.infer<typeof updateNotificationPreferencesSchema>;
