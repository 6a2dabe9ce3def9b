import { Link, useNavigate } from "@tanstack/react-router";
import { ArchiveRestore, Copy, GalleryHorizontalEnd, Plus, Trash2, WandSparkles } from "lucide-react";
import { useState } from "react";
import type { Carousel } from "@contracts/carousels/schemas";
import { useTranslation } from "@/lib/i18n/use-translation";
import { displayTimeZone } from "@/lib/i18n/time-zone";
import { Page } from "@/components/layout/page";
import { Button, buttonVariants } from "@/components/ui/button";
import { SearchInput } from "@/components/ui/search-input";
import { Spinner } from "@/components/ui/spinner";
import { undoToast } from "@/components/ui/undo-toast";
import { useCan } from "@/entities/profile/use-can";
import { useDebounced } from "@/entities/search/content-search";
import { useCarousels, useCreateCarousel, useDeleteCarousel, useDuplicateCarousel, useRestoreCarousel } from "./api";
import { useCarouselPillars } from "./pillars";
import { SlidePreview } from "./slide-preview";
import { starterDesign } from "./starter";

/** `/carousel-editor`: the workspace's carousels, newest change first, searchable by name; New, Duplicate, the trash. */
export function CarouselsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mayWrite = useCan("post.write");
  const [trash, setTrash] = useState(false);
  const [typed, setTyped] = useState("");
  const q = useDebounced(typed.trim(), 200);
  const list = useCarousels(trash, q);
  const create = useCreateCarousel();
  const items = list.data?.items ?? [];
  const pillars = useCarouselPillars();

  const add = async () => {
    const carousel = await create
      .mutateAsync({ name: t("carousels.untitled"), design: starterDesign(t) })
      .catch(() => null);
    if (carousel) void navigate({ to: "/carousel-editor/$id", params: { id: carousel.id } });
  };

  return (
    <Page
      title={t("carousels.editorTitle")}
      description={t("carousels.description")}
      width="wide"
      actions={
        <>
          <Button variant="outline" size="sm" aria-pressed={trash} onClick={() => setTrash((v) => !v)}>
            <ArchiveRestore aria-hidden className="size-4" />
            {t("carousels.trash")}
          </Button>
          {mayWrite && !trash ? (
            <Link to="/carousel-editor/make" className={buttonVariants({ variant: "outline", size: "sm" })}>
              <WandSparkles aria-hidden className="size-4" />
              {t("carousels.make.action")}
            </Link>
          ) : null}
          {mayWrite && !trash ? (
            <Button size="sm" onClick={() => void add()} busy={create.isPending}>
              <Plus aria-hidden className="size-4" />
              {t("carousels.new")}
            </Button>
          ) : null}
        </>
      }
    >
      <div className="max-w-md">
        <label htmlFor="carousel-search" className="sr-only">
          {t("carousels.search")}
        </label>
        <SearchInput
          id="carousel-search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t("carousels.searchPlaceholder")}
        />
      </div>
      <p role="status" className="sr-only">
        {list.data ? t("carousels.count", { count: list.data.total ?? items.length }) : ""}
      </p>
      {list.isPending ? (
        <div className="flex justify-center py-16 text-muted-foreground">
          <Spinner className="size-6" />
        </div>
      ) : list.isError ? (
        <p className="py-16 text-center text-sm text-muted-foreground">{t("carousels.loadFailed")}</p>
      ) : items.length === 0 ? (
        <EmptyCarousels
          trash={trash}
          searched={!!q}
          onNew={mayWrite ? () => void add() : undefined}
          busy={create.isPending}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((c) => (
            <CarouselCard
              key={c.id}
              carousel={c}
              mayWrite={mayWrite}
              pillar={c.pillarId ? pillars.all.find((p) => p.id === c.pillarId)?.name : undefined}
            />
          ))}
        </ul>
      )}
    </Page>
  );
}

function EmptyCarousels({
  trash,
  searched,
  onNew,
  busy,
}: {
  trash: boolean;
  searched: boolean;
  onNew?: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const first = !trash && !searched;
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
      <GalleryHorizontalEnd aria-hidden className="size-8 text-muted-foreground" />
      <p className="font-medium">
        {t(trash ? "carousels.emptyTrash" : searched ? "carousels.noMatch" : "carousels.empty.title")}
      </p>
      {first ? <p className="max-w-md text-sm text-muted-foreground">{t("carousels.empty.description")}</p> : null}
      {first && onNew ? (
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={onNew} busy={busy}>
            <Plus aria-hidden className="size-4" />
            {t("carousels.empty.action")}
          </Button>
          <Link to="/carousel-editor/make" className={buttonVariants({ variant: "outline" })}>
            <WandSparkles aria-hidden className="size-4" />
            {t("carousels.make.action")}
          </Link>
        </div>
      ) : null}
    </div>
  );
}

function CarouselCard({ carousel, mayWrite, pillar }: { carousel: Carousel; mayWrite: boolean; pillar?: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const duplicate = useDuplicateCarousel();
  const remove = useDeleteCarousel();
  const restore = useRestoreCarousel();
  const deleted = !!carousel.deletedAt;
  const when = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? "en", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: displayTimeZone(),
  }).format(new Date(deleted ? carousel.deletedAt! : carousel.updatedAt));

  const copy = async () => {
    const made = await duplicate.mutateAsync(carousel.id).catch(() => null);
    if (made) void navigate({ to: "/carousel-editor/$id", params: { id: made.id } });
  };
  const trash = async () => {
    if (!(await remove.mutateAsync(carousel.id).catch(() => null))) return;
    // the card leaves the list: the focus goes to the search rather than to the page's body
    document.getElementById("carousel-search")?.focus();
    undoToast({
      title: t("carousels.deleted.title", { name: carousel.name }),
      undoLabel: t("carousels.deleted.undo"),
      altText: t("carousels.deleted.altText"),
      onUndo: () => void restore.mutateAsync(carousel.id).catch(() => {}),
    });
  };

  const restoreHere = async () => {
    if (!(await restore.mutateAsync(carousel.id).catch(() => null))) return;
    document.getElementById("carousel-search")?.focus(); // the card leaves the trash
  };

  return (
    <li className="flex gap-4 rounded-xl border bg-card p-3 shadow-xs">
      <div className="shrink-0 self-start overflow-hidden rounded-md border">
        <SlidePreview
          design={carousel.design}
          index={0}
          width={96}
          label={t("carousels.thumbnail", { name: carousel.name })}
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {deleted ? (
          <span className="truncate font-medium">{carousel.name}</span>
        ) : (
          <Link
            to="/carousel-editor/$id"
            params={{ id: carousel.id }}
            className="truncate font-medium underline-offset-2 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {carousel.name}
          </Link>
        )}
        <p className="text-sm text-muted-foreground">
          {t("carousels.slideCount", { count: carousel.slideCount })} · {t(`carousels.sizes.${carousel.design.size}`)}
          {pillar ? ` · ${pillar}` : ""}
        </p>
        <p className="text-xs text-muted-foreground">
          {t(deleted ? "carousels.deletedAt" : "carousels.updatedAt", { when })}
        </p>
        {mayWrite ? (
          <div className="mt-auto flex flex-wrap gap-2 pt-2">
            {deleted ? (
              <Button size="sm" variant="outline" onClick={() => void restoreHere()} busy={restore.isPending}>
                {t("carousels.restore")}
              </Button>
            ) : (
              <>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => void copy()}
                  busy={duplicate.isPending}
                  aria-label={t("carousels.duplicateNamed", { name: carousel.name })}
                >
                  <Copy aria-hidden className="size-4" />
                  {t("carousels.duplicate")}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => void trash()}
                  busy={remove.isPending}
                  aria-label={t("carousels.deleteNamed", { name: carousel.name })}
                >
                  <Trash2 aria-hidden className="size-4" />
                  {t("carousels.delete")}
                </Button>
              </>
            )}
          </div>
        ) : null}
      </div>
    </li>
  );
}
