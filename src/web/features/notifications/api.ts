import { queryOptions, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { endpointUrl } from "@contracts/endpoint-url";
import { BELL_QUERY, NOTIFICATION_PATHS as P } from "@contracts/notifications/paths";
import type { NotificationList } from "@contracts/notifications/schemas";
import type { NotificationKind } from "@contracts/notifications/rules";
import { api } from "@/lib/api/api-client";
import { useApiMutation } from "@/lib/api/api-mutation";
import { seedQueryFromPage } from "@/lib/api/seed-from-page";

export const notificationsQuery = queryOptions({
  queryKey: ["notifications", "list"] as const,
  queryFn: () => api(P.list, { query: BELL_QUERY }),
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

/** The bell's list the server put in the page (every page it renders with its data carries it). */
export const seedNotificationsFromPage = (queryClient: QueryClient) =>
  seedQueryFromPage<NotificationList>(
    queryClient,
    endpointUrl(P.list, { query: BELL_QUERY }),
    notificationsQuery.queryKey,
  );
