import { PUBLISHING_PATHS as P } from "@contracts/publishing/paths";
import { api } from "@/lib/api-client";
import { useApiMutation } from "@/lib/api-mutation";
import { useFormat } from "@/lib/format";
import i18n from "@/lib/i18n";
import { toast } from "@/lib/use-toast";
import { useRememberPost } from "@/features/posts/api";
import { useTimeZone } from "./use-time-zone";

/**
 * "Add to queue": the server schedules the post at the next free posting slot; the toast says when, in the user's
 * time zone. A refusal (no slots yet, LinkedIn not connected, text too long...) is one toast with its reason.
 */
export function useAddToQueue() {
  const remember = useRememberPost();
  const format = useFormat();
  const timeZone = useTimeZone();
  return useApiMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      api(P.queuePost, { params: { id }, body: { version } }),
    failure: "queue.toast.failed",
    onSuccess: (answer) => {
      remember(answer.post);
      const at = answer.publishing.scheduledAt;
      toast({
        title: i18n.t("queue.toast.added"),
        description: at
          ? i18n.t("queue.toast.addedAt", {
              time: format.date(at, { dateStyle: "full", timeStyle: "short", timeZone }),
              zone: timeZone,
            })
          : undefined,
      });
    },
  });
}
