import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState, type ReactNode } from "react";
import type { Post } from "@contracts/posts/schemas";
import { isNearCopy, trigramSimilarity } from "@shared/saved-posts/similarity";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { savedPostQuery } from "@/entities/saved-posts/query";
import { useTranslation } from "@/lib/i18n/use-translation";

/**
 * The second near-copy check of a remix (the first is Generate Post's, before it becomes a draft): before a post made
 * from a saved post's structure (`post.remixOf`) is scheduled, queued or published, its text as typed now is compared
 * with the saved post's (trigram similarity, shared/saved-posts/similarity.ts). Too close, the writer confirms or goes
 * back to the text. A saved post deleted since leaves nothing to compare with: no check.
 */
export function useNearCopyCheck(post: Post | null, currentBody: () => string) {
  const { t } = useTranslation();
  const sourceId = post?.remixOf ?? null;
  const client = useQueryClient();
  const source = useQuery(savedPostQuery(sourceId));
  const [pending, setPending] = useState<{ proceed: () => void; percent: number } | null>(null);
  // the button that asked: the focus goes back to it once the question is answered (it opened no dialog of its own)
  const asker = useRef<HTMLElement | null>(null);

  /**
   * Runs `proceed` at once, or once the writer confirms a text too close to its source. A click before the saved post
   * has loaded waits for it: the check is never skipped for being early (a saved post deleted since has none).
   */
  const guard = (proceed: () => void) => {
    const text = currentBody();
    const asking = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const decide = (original: string) => {
      if (!original || !isNearCopy(text, original)) return proceed();
      asker.current = asking;
      setPending({ proceed, percent: Math.round(trigramSimilarity(text, original) * 100) });
    };
    if (sourceId === null || source.data) return decide(source.data?.text ?? "");
    void client.fetchQuery(savedPostQuery(sourceId)).then(
      (saved) => decide(saved.text),
      () => decide(""),
    );
  };

  const dialog: ReactNode = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && setPending(null)}
      title={t("publishing.nearCopy.title")}
      description={t("publishing.nearCopy.description", { percent: pending?.percent ?? 0 })}
      confirmLabel={t("publishing.nearCopy.confirm")}
      cancelLabel={t("publishing.nearCopy.cancel")}
      onCloseAutoFocus={(e) => {
        if (!asker.current?.isConnected) return;
        e.preventDefault();
        asker.current.focus();
      }}
      onConfirm={() => {
        const proceed = pending?.proceed;
        setPending(null);
        proceed?.();
      }}
    />
  );
  return { guard, dialog };
}
