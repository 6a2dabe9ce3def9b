import { z } from "zod";
import { idSchema, instantSchema, pageSchema, paginationQuerySchema } from "../common";
import { PUBLISH_ERRORS } from "../publishing/rules";
import { NOTIFICATION_KINDS } from "./rules";

export * from "./rules";

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

/** The non-secret facts a notification carries, shown translated by kind. */
export const notificationDataSchema = z.object({
  /** The post's first line (publishing notifications). */
  firstLine: z.string().optional(),
  /** Why the post failed (publish_failed, first_comment_failed). */
  error: z.enum(PUBLISH_ERRORS).optional(),
  /** When the LinkedIn token expires (linkedin_expiring). */
  expiresAt: instantSchema.optional(),
  /** The reminder's threshold in days (linkedin_expiring: 7 or 1). */
  days: z.number().int().optional(),
});

export const notificationSchema = z.object({
  id: idSchema,
  kind: notificationKindSchema,
  postId: idSchema.nullable(),
  data: notificationDataSchema,
  readAt: instantSchema.nullable(),
  createdAt: instantSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = paginationQuerySchema;
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationListSchema = pageSchema(notificationSchema).extend({
  /** The user's unread notifications in this workspace (the bell's badge). */
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationIdParamsSchema = z.object({ id: idSchema });

export const markedReadSchema = z.object({ unread: z.number().int() });

/** Mail on or off, per kind: every kind is always listed. */
export const notificationPreferencesSchema = z.object({
  email: z.object(
    Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, z.boolean()])) as Record<
      (typeof NOTIFICATION_KINDS)[number],
      z.ZodBoolean
    >,
  ),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** A change: only the kinds given. */
export const updateNotificationPreferencesSchema = z
  .object({ email: notificationPreferencesSchema.shape.email.partial().strict() })
  .strict();
export type UpdateNotificationPreferencesInput = z.infer<typeof updateNotificationPreferencesSchema>;
