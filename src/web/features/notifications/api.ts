import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { NOTIFICATION_PATHS as P } from "@contracts/notifications/paths";
import type { NotificationKind } from "@contracts/notifications/rules";
import { api } from "@/lib/api/api-client";
import { useApiMutation } from "@/lib/api/api-mutation";

/** Notifications the bell shows (the newest). */
export const BELL_LIMIT = 20;

export const notificationsQuery = queryOptions({
  queryKey: ["notifications", "list"] as const,
  queryFn: () => api(P.list, { query: { limit: BELL_LIMIT, offset: 0 } }),
  // failures happen while the page is open (a post's time): look again every minute
  refetchInterval: 60_000,
});

export const useNotifications = () => useQuery(notificationsQuery);

export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: (id: string) => api(P.markRead, { params: { id } }),
    failure: "notifications.toast.markFailed",
    onSuccess: () => client.invalidateQueries({ queryKey: notificationsQuery.queryKey }),
  });
}

export function useMarkAllNotificationsRead() {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: () => api(P.markAllRead, {}),
    failure: "notifications.toast.markFailed",
    onSuccess: () => client.invalidateQueries({ queryKey: notificationsQuery.queryKey }),
  });
}

export const notificationPreferencesQuery = queryOptions({
  queryKey: ["notifications", "preferences"] as const,
  queryFn: () => api(P.getPreferences, {}),
});

export const useNotificationPreferences = () => useQuery(notificationPreferencesQuery);

export function useUpdateNotificationPreference() {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: ({ kind, email }: { kind: NotificationKind; email: boolean }) =>
      api(P.updatePreferences, { body: { email: { [kind]: email } } }),
    failure: "notifications.toast.preferenceFailed",
    onSuccess: (answer) => client.setQueryData(notificationPreferencesQuery.queryKey, answer),
  });
}
