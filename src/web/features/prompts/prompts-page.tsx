import { Link } from "@tanstack/react-router";
import { Check, Pencil, Plus, Sparkles, Trash2, WandSparkles } from "lucide-react";
import { useState } from "react";
import { toLanguage } from "@contracts/language";
import type { Prompt, StarterPrompt } from "@contracts/prompts/schemas";
import { Page } from "@/components/layout/page";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { useCan } from "@/entities/profile/use-can";
import { toast } from "@/lib/ui/use-toast";
import { useTranslation } from "@/lib/i18n/use-translation";
import { useActivePillars } from "@/features/editor/editor-data";
import { useCreatePrompt, useDeletePrompt, usePrompts, useStarterPrompts } from "./api";
import { PromptDialog } from "./components/prompt-dialog";

/** `/prompts`: the writer's saved instructions for Generate Post, with starting prompts to copy. */
export function PromptsPage() {
  const { t, i18n } = useTranslation();
  const prompts = usePrompts();
  const starters = useStarterPrompts(toLanguage(i18n.resolvedLanguage));
  const pillars = useActivePillars();
  const create = useCreatePrompt();
  const remove = useDeletePrompt();
  // a role that may not change the workspace's prompts (reviewer, client) reads them; one that may not write posts
  // cannot use them in Generate Post either (the server refuses both: 403)
  const mayWrite = useCan("prompt.write");
  const mayUse = useCan("post.write");
  // "new", a prompt's id, or closed
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Prompt | null>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const items = prompts.data ?? [];
  const current = editing && editing !== "new" ? (items.find((p) => p.id === editing) ?? null) : null;
  const savedNames = new Set(items.map((p) => p.name));
  const pillarName = (id: string | null) => (id ? pillars.find((p) => p.id === id)?.name : undefined);

  const addStarter = async (s: StarterPrompt) => {
    setAdding(s.key);
    const saved = await create
      .mutateAsync({ name: s.name, text: s.text, format: s.format, pillarId: null })
      .catch(() => null)
      .finally(() => setAdding(null));
    if (saved) toast({ title: t("prompts.starters.added", { name: saved.name }) });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const gone = await remove.mutateAsync(deleting.id).catch(() => null);
    setDeleting(null);
    if (gone) toast({ title: t("prompts.deleted", { name: gone.name }) });
  };

  return (
    <Page
      title={t("prompts.title")}
      description={t("prompts.description")}
      actions={
        mayWrite ? (
          <Button size="sm" onClick={() => setEditing("new")}>
            <Plus aria-hidden className="size-4" />
            {t("prompts.new")}
          </Button>
        ) : undefined
      }
    >
      {mayWrite ? null : <p className="text-sm text-muted-foreground">{t("prompts.readOnly")}</p>}
      <section aria-labelledby="my-prompts" className="flex flex-col gap-3">
        <h2 id="my-prompts" className="text-lg font-semibold">
          {t("prompts.mine")}
        </h2>
        {prompts.isPending ? (
          <div role="status" className="flex flex-col items-center gap-3 py-10 text-sm text-muted-foreground">
            <Spinner className="size-6" />
            {t("prompts.loading")}
          </div>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-start gap-2 rounded-xl border border-dashed p-6 text-sm">
            <p className="font-medium">{t("prompts.empty.title")}</p>
            {mayWrite ? (
              <>
                <p className="text-muted-foreground">{t("prompts.empty.body")}</p>
                <Button size="sm" variant="outline" className="mt-2" onClick={() => setEditing("new")}>
                  <Plus aria-hidden className="size-4" />
                  {t("prompts.new")}
                </Button>
              </>
            ) : null}
          </div>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {items.map((p) => (
              <li key={p.id} className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-xs">
                <h3 className="font-medium break-words">{p.name}</h3>
                <p className="line-clamp-3 text-sm whitespace-pre-line text-muted-foreground">{p.text}</p>
                {p.pillarId || p.format ? (
                  <div className="flex flex-wrap gap-1.5">
                    {p.pillarId ? (
                      <Badge variant="brand">{pillarName(p.pillarId) ?? t("editor.form.inactivePillar")}</Badge>
                    ) : null}
                    {p.format ? <Badge variant="outline">{t(`generation.formats.${p.format}`)}</Badge> : null}
                  </div>
                ) : null}
                <div className="mt-auto flex flex-wrap gap-2 pt-1 empty:hidden">
                  {mayUse ? (
                    <Link
                      to="/generate-post"
                      search={{ promptId: p.id }}
                      className={buttonVariants({ size: "sm" })}
                      aria-label={t("prompts.useNamed", { name: p.name })}
                    >
                      <WandSparkles aria-hidden className="size-4" />
                      {t("prompts.use")}
                    </Link>
                  ) : null}
                  {mayWrite ? (
                    <>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setEditing(p.id)}
                        aria-label={t("prompts.editNamed", { name: p.name })}
                      >
                        <Pencil aria-hidden className="size-4" />
                        {t("prompts.edit")}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setDeleting(p)}
                        aria-label={t("prompts.deleteNamed", { name: p.name })}
                      >
                        <Trash2 aria-hidden className="size-4" />
                        {t("prompts.delete")}
                      </Button>
                    </>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="starter-prompts" className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="starter-prompts" className="flex items-center gap-2 text-lg font-semibold">
            <Sparkles aria-hidden className="size-4 text-brand-text" />
            {t("prompts.starters.title")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("prompts.starters.description")}</p>
        </div>
        {starters.data ? (
          <ul className="grid gap-3 md:grid-cols-2">
            {starters.data.map((s) => (
              <li key={s.key} className="flex flex-col gap-2 rounded-xl border bg-card/60 p-4">
                <h3 className="font-medium">{s.name}</h3>
                <p className="line-clamp-3 text-sm whitespace-pre-line text-muted-foreground">{s.text}</p>
                {s.format ? (
                  <div>
                    <Badge variant="outline">{t(`generation.formats.${s.format}`)}</Badge>
                  </div>
                ) : null}
                <div className="mt-auto flex flex-wrap items-center gap-3 empty:hidden">
                  {mayWrite ? (
                    <Button
                      size="sm"
                      variant="outline"
                      busy={adding === s.key}
                      onClick={() => void addStarter(s)}
                      aria-label={t("prompts.starters.addNamed", { name: s.name })}
                    >
                      <Plus aria-hidden className="size-4" />
                      {t("prompts.starters.add")}
                    </Button>
                  ) : null}
                  {savedNames.has(s.name) ? (
                    <span className="flex items-center gap-1 text-xs text-muted-foreground">
                      <Check aria-hidden className="size-3.5" />
                      {t("prompts.starters.inList")}
                    </span>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        ) : starters.isPending ? (
          <div role="status" className="flex justify-center py-6">
            <Spinner className="size-5" />
            <span className="sr-only">{t("prompts.loading")}</span>
          </div>
        ) : null}
      </section>

      <PromptDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        prompt={current}
        pillars={pillars}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("prompts.confirmDelete.title")}
        description={t("prompts.confirmDelete.body", { name: deleting?.name ?? "" })}
        confirmLabel={t("prompts.delete")}
        cancelLabel={t("prompts.form.cancel")}
        onConfirm={() => void confirmDelete()}
        pending={remove.isPending}
        destructive
      />
    </Page>
  );
}
