import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { BulkPostsInput } from "@contracts/posts/schemas";
import { POST_PATHS as P } from "@contracts/posts/paths";
import { undoToast } from "@/components/ui/undo-toast";
import { api } from "@/lib/api/api-client";
import { useApiMutation } from "@/lib/api/api-mutation";
import { useTranslation } from "@/lib/i18n/use-translation";
import { POST_KEYS } from "./api";

/** One bulk action on the selected posts (all or nothing); every post list refreshes after it, done or not. */
export function useBulkPosts() {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: (input: BulkPostsInput) => api(P.bulkPosts, { body: input }).then((r) => r.posts),
    failure: (_err, input) =>
      input.action === "move"
        ? "contentManagement.toast.moveFailed"
        : input.action === "assignPillar"
          ? "library.toast.assignFailed"
          : "library.toast.bulkFailed",
    onSettled: () => client.invalidateQueries({ queryKey: POST_KEYS.all }),
  });
}

/** Moves the selected posts to the trash and offers Undo in a toast; answers whether it was done. */
export function useBulkDelete(bulk: ReturnType<typeof useBulkPosts>) {
  const { t } = useTranslation();
  return async (ids: string[]) => {
    const done = await bulk.mutateAsync({ action: "delete", ids }).catch(() => null);
    if (!done) return false;
    undoToast({
      title: t("library.deleted", { count: done.length }),
      undoLabel: t("editor.deleted.undo"),
      altText: t("library.deletedAlt"),
      onUndo: () => void bulk.mutateAsync({ action: "restore", ids: done.map((p) => p.id) }).catch(() => {}),
    });
    return true;
  };
}

/** The posts a list has ticked: toggle one, replace them all, or clear. */
export function usePostSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return {
    selected,
    toggle: (id: string) =>
      setSelected((s) => {
        const next = new Set(s);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    replace: (ids: Iterable<string>) => setSelected(new Set(ids)),
    clear: () => setSelected(new Set()),
  };
}
