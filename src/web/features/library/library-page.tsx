import { Link } from "@tanstack/react-router";
import { FileText, ImageIcon, LayoutGrid, List } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import type { Post } from "@contracts/posts/schemas";
import { Page } from "@/components/layout/page";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input, selectClass } from "@/components/ui/input";
import { SearchInput } from "@/components/ui/search-input";
import { Label } from "@/components/ui/label";
import { useDebounced } from "@/entities/search/content-search";
import { cn } from "@/lib/utils";
import { useActivePillars } from "@/features/editor/editor-data";
import { useBulkPosts, usePostSelection } from "@/entities/posts/bulk";
import { BulkPillarAndDelete } from "@/entities/posts/components/bulk-pillar-delete";
import { PillarSelect } from "@/entities/posts/components/pillar-select";
import { LoadMorePosts, PostsEmpty, PostsLoading } from "@/entities/posts/components/post-list-states";
import { SelectAllBox } from "@/entities/posts/components/select-all";
import { StatusSelect } from "@/entities/posts/components/status-select";
import { EMPTY_FILTER, useLibraryPosts, type LibraryFilter } from "./api";
import { Highlight } from "./components/highlight";
import { LIBRARY_TABS, type LibraryTab } from "./library-tabs";
import { MediaLibrary } from "@/entities/media/components/media-library";

type View = "list" | "grid";

/** First line as the title, the rest as the excerpt (what the feed shows first is what identifies a post). */
function splitPost(body: string) {
  const [first = "", ...rest] = body.trim().split("\n");
  return { title: first, excerpt: rest.join(" ").trim() };
}

/**
 * `/library`: every post of the workspace, searchable (full text, ranked), filterable, in a list or a grid; the
 * Library's files (Media tab); the trash.
 */
export function LibraryPage({ tab, onTab }: { tab: LibraryTab; onTab: (tab: LibraryTab) => void }) {
  const { t, i18n } = useTranslation();
  const pillars = useActivePillars();
  const [filter, setFilter] = useState<LibraryFilter>({ ...EMPTY_FILTER, trash: tab === "trash" });
  const [view, setView] = useState<View>("list");
  const { selected, toggle, replace, clear } = usePostSelection();
  const q = useDebounced(filter.q, 200);
  const posts = useLibraryPosts({ ...filter, q }, tab !== "media");
  const bulk = useBulkPosts();
  // an empty page under a filter is "no match", not "no posts yet"
  const filtered = Boolean(q || filter.status || filter.pillarId || filter.from || filter.to || filter.media);
  const items = useMemo(() => posts.data?.pages.flatMap((page) => page.items) ?? [], [posts.data]);
  const total = posts.data?.pages[0]?.total;
  const pillarName = (id: string | null) => (id ? pillars.find((p) => p.id === id)?.name : undefined);
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? "en", { dateStyle: "medium" });

  const selectTab = (next: LibraryTab) => {
    onTab(next);
    if (next !== "media") set({ trash: next === "trash" });
  };
  const set = (patch: Partial<LibraryFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    clear();
  };
  const ids = [...selected];

  const restoreSelected = async () => {
    if (await bulk.mutateAsync({ action: "restore", ids }).catch(() => null)) clear();
  };

  return (
    <Page title={t("library.title")} description={t("library.description")} width="wide">
      <div role="tablist" aria-label={t("library.views")} className="flex gap-1 border-b">
        {LIBRARY_TABS.map((each) => (
          <button
            key={each}
            role="tab"
            type="button"
            id={`library-tab-${each}`}
            aria-selected={tab === each}
            aria-controls="library-panel"
            tabIndex={tab === each ? 0 : -1}
            onClick={() => selectTab(each)}
            onKeyDown={(e) => {
              const step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
              if (!step) return;
              e.preventDefault();
              const next =
                LIBRARY_TABS[(LIBRARY_TABS.indexOf(each) + step + LIBRARY_TABS.length) % LIBRARY_TABS.length];
              selectTab(next);
              document.getElementById(`library-tab-${next}`)?.focus();
            }}
            className={cn(
              "-mb-px border-b-2 px-3 py-2 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
              tab === each
                ? "border-primary font-medium"
                : "border-transparent text-muted-foreground hover:text-foreground",
            )}
          >
            {t(`library.tabs.${each}`)}
          </button>
        ))}
      </div>

      <div id="library-panel" role="tabpanel" aria-labelledby={`library-tab-${tab}`} className="flex flex-col gap-4">
        {tab === "media" ? (
          <MediaLibrary />
        ) : (
          <>
            <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_repeat(5,minmax(0,1fr))_auto] md:items-end">
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="library-search">{t("library.filters.search")}</Label>
                <SearchInput
                  id="library-search"
                  value={filter.q}
                  onChange={(e) => set({ q: e.target.value })}
                  placeholder={t("library.filters.searchPlaceholder")}
                />
              </div>
              <StatusSelect id="library-status" value={filter.status} onChange={(status) => set({ status })} />
              <PillarSelect
                id="library-pillar"
                label={t("library.filters.pillar")}
                pillars={pillars}
                value={filter.pillarId}
                onChange={(pillarId) => set({ pillarId })}
                anyLabel={t("library.filters.any")}
              />
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="library-media">{t("library.filters.media")}</Label>
                <select
                  id="library-media"
                  className={selectClass}
                  value={filter.media}
                  onChange={(e) => set({ media: e.target.value as LibraryFilter["media"] })}
                >
                  <option value="">{t("library.filters.any")}</option>
                  <option value="with">{t("library.filters.withMedia")}</option>
                  <option value="without">{t("library.filters.withoutMedia")}</option>
                </select>
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="library-from">{t("library.filters.from")}</Label>
                <Input
                  id="library-from"
                  type="date"
                  value={filter.from}
                  onChange={(e) => set({ from: e.target.value })}
                />
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="library-to">{t("library.filters.to")}</Label>
                <Input id="library-to" type="date" value={filter.to} onChange={(e) => set({ to: e.target.value })} />
              </div>
              <div role="group" aria-label={t("library.layout")} className="flex h-10 rounded-md border p-0.5">
                {(["list", "grid"] as const).map((v) => {
                  const Icon = v === "list" ? List : LayoutGrid;
                  return (
                    <button
                      key={v}
                      type="button"
                      aria-pressed={view === v}
                      aria-label={t(`library.layouts.${v}`)}
                      onClick={() => setView(v)}
                      className={cn(
                        "inline-flex items-center rounded px-2.5 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                        view === v ? "bg-secondary" : "text-muted-foreground hover:text-foreground",
                      )}
                    >
                      <Icon aria-hidden className="size-4" />
                    </button>
                  );
                })}
              </div>
            </div>

            <div className="flex min-h-10 flex-wrap items-center gap-3 rounded-lg border bg-muted/40 px-3 py-2">
              <SelectAllBox ids={items.map((p) => p.id)} selected={selected} onReplace={replace} />
              {selected.size ? (
                filter.trash ? (
                  <Button size="sm" variant="outline" onClick={() => void restoreSelected()} busy={bulk.isPending}>
                    {t("library.restore")}
                  </Button>
                ) : (
                  <BulkPillarAndDelete
                    id="library-bulk-pillar"
                    ids={ids}
                    pillars={pillars}
                    bulk={bulk}
                    onDone={clear}
                  />
                )
              ) : null}
              <span className="ml-auto text-xs text-muted-foreground" role="status">
                {total !== undefined ? t("library.count", { count: total }) : null}
              </span>
            </div>

            {posts.isPending ? (
              <PostsLoading />
            ) : items.length === 0 ? (
              <PostsEmpty
                message={t(filter.trash ? "library.emptyTrash" : !filtered ? "library.empty" : "library.noMatch")}
              />
            ) : (
              <ul
                className={cn(
                  view === "grid"
                    ? "grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
                    : "flex flex-col divide-y rounded-lg border",
                )}
              >
                {items.map((post) => (
                  <PostItem
                    key={post.id}
                    post={post}
                    view={view}
                    query={q}
                    checked={selected.has(post.id)}
                    onCheck={() => toggle(post.id)}
                    pillar={pillarName(post.pillarId)}
                    when={date.format(new Date(filter.trash && post.deletedAt ? post.deletedAt : post.updatedAt))}
                  />
                ))}
              </ul>
            )}
            <LoadMorePosts query={posts} />
          </>
        )}
      </div>
    </Page>
  );
}

function PostItem({
  post,
  view,
  query,
  checked,
  onCheck,
  pillar,
  when,
}: {
  post: Post;
  view: View;
  query: string;
  checked: boolean;
  onCheck: () => void;
  pillar?: string;
  when: string;
}) {
  const { t } = useTranslation();
  const { title, excerpt } = splitPost(post.body);
  const label = title || t("library.untitled");
  return (
    <li className={cn("flex gap-3 p-3", view === "grid" && "flex-col rounded-lg border bg-card shadow-xs")}>
      <input
        type="checkbox"
        checked={checked}
        onChange={onCheck}
        aria-label={t("library.select", { title: label })}
        className="mt-1 size-4 shrink-0 accent-[var(--primary)]"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {post.deletedAt ? (
          <span className="truncate text-sm font-medium">
            <Highlight text={label} query={query} />
          </span>
        ) : (
          <Link
            to="/editor/$postId"
            params={{ postId: post.id }}
            className="truncate text-sm font-medium underline-offset-2 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <Highlight text={label} query={query} />
          </Link>
        )}
        {excerpt ? (
          <p className={cn("text-sm text-muted-foreground", view === "grid" ? "line-clamp-4" : "line-clamp-1")}>
            <Highlight text={excerpt} query={query} />
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge variant="outline">{t(`posts.status.${post.status}`)}</Badge>
          {pillar ? <Badge variant="brand">{pillar}</Badge> : null}
          {post.media.length ? (
            <Badge variant="outline" className="gap-1">
              {post.media[0].kind === "pdf" ? (
                <FileText aria-hidden className="size-3" />
              ) : (
                <ImageIcon aria-hidden className="size-3" />
              )}
              {post.media[0].kind === "pdf"
                ? t("library.hasPdf")
                : t("library.hasImages", { count: post.media.length })}
            </Badge>
          ) : null}
          <span>{when}</span>
        </div>
      </div>
    </li>
  );
}
