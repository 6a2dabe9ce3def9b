import { History, Trash2 } from "lucide-react";
import { useState } from "react";
import type { Generation } from "@contracts/generation/schemas";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { useFormat } from "@/lib/i18n/format";
import { useTranslation } from "@/lib/i18n/use-translation";
import { cn } from "@/lib/utils";
import { useDeleteGeneration, useGenerations } from "../api";

/**
 * Past generations with their inputs, newest first: reopen one to see its variants, or delete it (`mayDelete`: the
 * role may write posts).
 */
export function HistoryPanel({
  mayDelete = true,
  currentId,
  onOpen,
  onDeleted,
}: {
  mayDelete?: boolean;
  currentId: string | null;
  onOpen: (generation: Generation) => void;
  onDeleted: (id: string) => void;
}) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const list = useGenerations();
  const remove = useDeleteGeneration();
  const [confirming, setConfirming] = useState<Generation | null>(null);
  const items = list.data?.items ?? [];

  const confirmDelete = async () => {
    const g = confirming;
    if (!g) return;
    const deleted = await remove.mutateAsync(g.id).catch(() => null);
    setConfirming(null);
    if (deleted) onDeleted(g.id);
  };

  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-3">
      <h2 id="history-title" className="flex items-center gap-2 text-base font-semibold">
        <History aria-hidden className="size-4 text-muted-foreground" />
        {t("generatePost.history.title")}
      </h2>
      {list.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> {t("generatePost.history.loading")}
        </p>
      ) : list.isError ? (
        <p className="text-sm text-muted-foreground">{t("generatePost.history.failed")}</p>
      ) : items.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
          {t("generatePost.history.empty")}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((g) => (
            <li
              key={g.id}
              data-testid="history-item"
              className={cn(
                "flex flex-col gap-2 rounded-lg border bg-card px-3 py-2.5 text-sm shadow-xs",
                currentId === g.id && "border-brand/50 ring-1 ring-brand/30",
              )}
            >
              <div className="flex min-w-0 flex-col gap-1">
                <p className="line-clamp-2 font-medium break-words">
                  {g.input.topic || g.variants[0]?.hook || t("generatePost.history.fromNote")}
                </p>
                <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-muted-foreground">
                  <time dateTime={g.createdAt}>{date(g.createdAt, { dateStyle: "medium", timeStyle: "short" })}</time>
                  <span aria-hidden>·</span>
                  <span>{g.input.pillarName ?? t("generatePost.form.noPillar")}</span>
                  <span aria-hidden>·</span>
                  <span>{t(`generatePost.formats.${g.input.format}.label`)}</span>
                  <Badge variant={g.mode === "llm" ? "brand" : "outline"}>
                    {g.mode === "llm" ? t("generatePost.output.aiBadge") : t("generatePost.output.templateBadge")}
                  </Badge>
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onOpen(g)}
                  aria-current={currentId === g.id || undefined}
                  aria-label={t("generatePost.history.openLabel", {
                    date: date(g.createdAt, { dateStyle: "medium", timeStyle: "short" }),
                  })}
                >
                  {t("generatePost.history.open")}
                </Button>
                {mayDelete ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setConfirming(g)}
                    aria-label={t("generatePost.history.deleteLabel", {
                      date: date(g.createdAt, { dateStyle: "medium", timeStyle: "short" }),
                    })}
                  >
                    <Trash2 aria-hidden />
                    {t("generatePost.history.delete")}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t("generatePost.history.confirmTitle")}
        description={t("generatePost.history.confirmText")}
        confirmLabel={t("generatePost.history.delete")}
        cancelLabel={t("generatePost.history.keep")}
        onConfirm={() => void confirmDelete()}
        pending={remove.isPending}
        destructive
      />
    </section>
  );
}
