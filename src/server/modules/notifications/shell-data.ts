import { listNotifications } from "../../../contracts/notifications/endpoints";
import { BELL_QUERY } from "../../../contracts/notifications/paths";
import { pageQuery } from "../../lib/page-query";
import type { Scoped } from "../../lib/request-scope";
import type { PageLoader } from "../module";
import type { NotificationService } from "./service";

/**
 * Every rendered page's shell has the bell: its list in the page's data, so the first paint shows the unread count
 * as the app will, and the app asks nothing when it takes over (that request, made during the take-over, changed
 * the bell's state mid-commit and re-rendered the page in the same long task).
 */
export function notificationsShellData(deps: { notifications: Scoped<NotificationService> }): PageLoader {
  return async ({ actor, scope }) => {
    const bell = pageQuery(listNotifications, BELL_QUERY);
    return { [bell.url]: await deps.notifications(scope).list(actor, bell.query) };
  };
}
