import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import type { SavedPost } from "@contracts/saved-posts/schemas";
import { GENERATION_LIMITS } from "@contracts/generation/rules";
import { isNearCopy, trigramSimilarity } from "@shared/saved-posts/similarity";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { savedPostQuery } from "@/entities/saved-posts/query";
import { useTranslation } from "@/lib/i18n/use-translation";

/**
 * "Remix into my pillar" (Saved Posts): Generate Post with a saved post's structure as the topic ("reuse the
 * structure, never the substance") and the writer's pillar. A variant too close to the saved post's text (trigram
 * similarity, shared/saved-posts/similarity.ts) asks for a confirmation before it becomes a draft.
 */
export function structureTopic(source: SavedPost): string {
  return [source.hookPattern, source.format, source.angle, source.whySaved]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(" · ")
    .slice(0, GENERATION_LIMITS.topicMax);
}

export function useRemix(id: string | undefined) {
  const { t } = useTranslation();
  const query = useQuery(savedPostQuery(id));
  const source = query.data ?? null;
  const [pending, setPending] = useState<{ proceed: () => void; similarity: number } | null>(null);
  const [open, setOpen] = useState(false);

  const dialog: ReactNode = source ? (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={t("generatePost.remix.nearCopyTitle")}
      description={t("generatePost.remix.nearCopyBody", { percent: Math.round((pending?.similarity ?? 0) * 100) })}
      confirmLabel={t("generatePost.remix.keepAnyway")}
      cancelLabel={t("generatePost.remix.rewrite")}
      onConfirm={() => {
        setOpen(false);
        pending?.proceed();
      }}
    />
  ) : null;

  return {
    source,
    isTooClose: (text: string) => Boolean(source?.text) && isNearCopy(text, source?.text ?? ""),
    /** Asks the writer to confirm `text` as a draft: `proceed` runs once they do. */
    ask: (text: string, proceed: () => void) => {
      setPending({ proceed, similarity: trigramSimilarity(text, source?.text ?? "") });
      setOpen(true);
    },
    dialog,
  };
}

/** Which saved post the topic's structure comes from, with the link back. */
export function RemixBanner({ source }: { source: SavedPost }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t("generatePost.remix.label")}
      className="rounded-xl border border-brand/40 bg-brand/5 p-4 text-sm"
    >
      <p className="font-medium">
        {t("generatePost.remix.heading", { author: source.authorName || t("generatePost.remix.someone") })}
      </p>
      <p className="mt-1 text-muted-foreground">{t("generatePost.remix.rule")}</p>
      {source.sourceUrl ? (
        <a
          href={source.sourceUrl}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="mt-1 inline-block text-brand underline-offset-4 hover:underline"
        >
          {t("generatePost.remix.source")}
        </a>
      ) : null}
    </section>
  );
}
