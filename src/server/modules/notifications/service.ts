import {
  MAILED_KINDS,
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
import type { Actor } from "../../lib/actor";

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
    email: Object.fromEntries(MAILED_KINDS.map((k) => [k, saved.get(k) ?? true])) as NotificationPreferences["email"],
  };
}

/** The bell's list and the user's mail preferences (the notifications themselves are written by the workers). */
export function notificationService({ database }: { database: Database }) {
  return {
    async list(actor: Actor, query: NotificationListQuery): Promise<NotificationList> {
      return withUser(
        database,
        actor,
        async (db) => {
          const rows = await q.listNotifications(db, actor.userId, query);
          const counts = await q.countNotifications(db, actor.userId);
          return { items: rows.map(toNotification), ...counts, limit: query.limit, offset: query.offset };
        },
        { readOnly: true },
      );
    },

    async markRead(actor: Actor, id: string): Promise<{ unread: number }> {
      return withUser(database, actor, async (db) => {
        if (!(await q.markRead(db, actor.userId, id)))
          throw new AppError({ code: "NOT_FOUND", message: "Notification not found" });
        return { unread: (await q.countNotifications(db, actor.userId)).unread };
      });
    },

    async markAllRead(actor: Actor): Promise<{ unread: number }> {
      return withUser(database, actor, async (db) => {
        await q.markAllRead(db, actor.userId);
        return { unread: 0 };
      });
    },

    async preferences(actor: Actor): Promise<NotificationPreferences> {
      return withUser(database, actor, async (db) => withDefaults(await q.emailPreferences(db, actor.userId)), {
        readOnly: true,
      });
    },

    async updatePreferences(actor: Actor, input: UpdateNotificationPreferencesInput): Promise<NotificationPreferences> {
      return withUser(database, actor, async (db) => {
        const changes = MAILED_KINDS.flatMap((kind) =>
          input.email[kind] === undefined ? [] : [{ kind, email: input.email[kind]! }],
        );
        await q.saveEmailPreferences(db, actor.userId, changes);
        return withDefaults(await q.emailPreferences(db, actor.userId));
      });
    },
  };
}

export type NotificationService = ReturnType<typeof notificationService>;
