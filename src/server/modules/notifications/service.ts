import {
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationKind,
  type NotificationList,
  type NotificationListQuery,
  type NotificationPreferences,
  type UpdateNotificationPreferencesInput,
} from "../../../contracts/notifications/schemas";
import { withUser, type Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import * as q from "./queries";

export function toNotification(row: q.NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    postId: row.postId,
    data: row.data as Notification["data"],
    readAt: row.readAt ? row.readAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every kind, on unless the user turned it off. */
export function withDefaults(saved: Map<string, boolean>): NotificationPreferences {
  return {
    email: Object.fromEntries(
      NOTIFICATION_KINDS.map((k) => [k, saved.get(k) ?? true]),
    ) as NotificationPreferences["email"],
  };
}

/** The bell's list and the user's mail preferences (the notifications themselves are written by the workers). */
export function notificationService({ database }: { database: Database }) {
  return {
    async list(userId: string, query: NotificationListQuery): Promise<NotificationList> {
      return withUser(
        database,
        userId,
        async (db) => {
          const rows = await q.listNotifications(db, userId, query);
          const counts = await q.countNotifications(db, userId);
          return { items: rows.map(toNotification), ...counts, limit: query.limit, offset: query.offset };
        },
        { readOnly: true },
      );
    },

    async markRead(userId: string, id: string): Promise<{ unread: number }> {
      return withUser(database, userId, async (db) => {
        if (!(await q.markRead(db, userId, id)))
          throw new AppError({ code: "NOT_FOUND", message: "Notification not found" });
        return { unread: (await q.countNotifications(db, userId)).unread };
      });
    },

    async markAllRead(userId: string): Promise<{ unread: number }> {
      return withUser(database, userId, async (db) => {
        await q.markAllRead(db, userId);
        return { unread: 0 };
      });
    },

    async preferences(userId: string): Promise<NotificationPreferences> {
      return withUser(database, userId, async (db) => withDefaults(await q.emailPreferences(db, userId)), {
        readOnly: true,
      });
    },

    async updatePreferences(
      userId: string,
      input: UpdateNotificationPreferencesInput,
    ): Promise<NotificationPreferences> {
      return withUser(database, userId, async (db) => {
        const changes = NOTIFICATION_KINDS.flatMap((kind) =>
          input.email[kind] === undefined ? [] : [{ kind, email: input.email[kind]! }],
        );
        await q.saveEmailPreferences(db, userId, changes);
        return withDefaults(await q.emailPreferences(db, userId));
      });
    },
  };
}

export type NotificationService = ReturnType<typeof notificationService>;
