import { Link } from "@tanstack/react-router";
import { FileText, ImageIcon, LayoutGrid, List } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import type { Post } from "@contracts/posts/schemas";
import { POST_STATUSES } from "@contracts/posts/rules";
import { Page } from "@/components/layout/page";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FilterBar } from "@/components/filters/filter-bar";
import { DateFilter, FacetSelect, SearchFilter } from "@/components/filters/filter-fields";
import { useFilters } from "@/components/filters/use-filters";
import { displayTimeZone } from "@/lib/i18n/time-zone";
import { cn } from "@/lib/utils";
import { useActivePillars } from "@/features/editor/editor-data";
import { useBulkPosts, usePostSelection } from "@/entities/posts/bulk";
import { useCan } from "@/entities/profile/use-can";
import { BulkPillarAndDelete } from "@/entities/posts/components/bulk-pillar-delete";
import { LoadMorePosts, PostsEmpty, PostsLoading } from "@/entities/posts/components/post-list-states";
import { SelectAllBox } from "@/entities/posts/components/select-all";
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
 * Library's files (Media tab); the trash. Deleting, restoring and filing posts under a pillar, several at once, are
 * post.write's (contracts/posts' bulkPosts `access`): a role without it reads the posts, with no box to tick.
 */
export function LibraryPage({ tab, onTab }: { tab: LibraryTab; onTab: (tab: LibraryTab) => void }) {
  const { t, i18n } = useTranslation();
  const pillars = useActivePillars();
  const mayWrite = useCan("post.write");
  const [view, setView] = useState<View>("list");
  const { selected, toggle, replace, clear } = usePostSelection();
  // `filter`: what the fields show; the list reads the search once typing settles (one request, not one per key)
  const {
    typed: filter,
    filter: settled,
    set,
    clear: clearFilters,
    filtered, // an empty page under a filter is "no match", not "no posts yet"
    canClear,
  } = useFilters<LibraryFilter>(
    { ...EMPTY_FILTER, trash: tab === "trash" },
    { facets: ["status", "pillarId", "media", "from", "to"], searchDelay: 200, onChange: clear },
  );
  const q = settled.q;
  const posts = useLibraryPosts(settled, tab !== "media");
  const bulk = useBulkPosts();
  const items = useMemo(() => posts.data?.pages.flatMap((page) => page.items) ?? [], [posts.data]);
  const total = posts.data?.pages[0]?.total;
  const pillarName = (id: string | null) => (id ? pillars.find((p) => p.id === id)?.name : undefined);
  // the browser's zone (in the server's render of the page, the one the browser told it: lib/i18n/time-zone.ts)
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? "en", {
    dateStyle: "medium",
    timeZone: displayTimeZone(),
  });

  const selectTab = (next: LibraryTab) => {
    onTab(next);
    if (next !== "media") set({ trash: next === "trash" });
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
            <FilterBar
              className="grid gap-3 md:grid-cols-[minmax(0,2fr)_repeat(5,minmax(0,1fr))_auto_auto] md:items-end"
              canClear={canClear}
              onClear={clearFilters}
              clearLabel={t("library.filters.clear")}
              end={<LayoutSwitch view={view} onView={setView} />}
            >
              <SearchFilter
                id="library-search"
                label={t("library.filters.search")}
                value={filter.q}
                onChange={(q) => set({ q })}
                placeholder={t("library.filters.searchPlaceholder")}
              />
              <FacetSelect
                id="library-status"
                label={t("library.filters.status")}
                value={filter.status}
                onChange={(status) => set({ status })}
                options={POST_STATUSES.map((s) => ({ value: s, label: t(`posts.status.${s}`) }))}
                anyLabel={t("library.filters.any")}
              />
              <FacetSelect
                id="library-pillar"
                label={t("library.filters.pillar")}
                value={filter.pillarId}
                onChange={(pillarId) => set({ pillarId })}
                options={pillars.map((p) => ({ value: p.id, label: p.name }))}
                anyLabel={t("library.filters.any")}
              />
              <FacetSelect
                id="library-media"
                label={t("library.filters.media")}
                value={filter.media}
                onChange={(media) => set({ media })}
                options={[
                  { value: "with", label: t("library.filters.withMedia") },
                  { value: "without", label: t("library.filters.withoutMedia") },
                ]}
                anyLabel={t("library.filters.any")}
              />
              <DateFilter
                id="library-from"
                label={t("library.filters.from")}
                value={filter.from}
                onChange={(from) => set({ from })}
              />
              <DateFilter
                id="library-to"
                label={t("library.filters.to")}
                value={filter.to}
                onChange={(to) => set({ to })}
              />
            </FilterBar>

            <div className="flex min-h-10 flex-wrap items-center gap-3 rounded-lg border bg-muted/40 px-3 py-2">
              {mayWrite ? (
                <SelectAllBox ids={items.map((p) => p.id)} selected={selected} onReplace={replace} />
              ) : (
                <p className="text-sm text-muted-foreground">{t("library.readOnlyRole")}</p>
              )}
              {mayWrite && selected.size ? (
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
                    onCheck={mayWrite ? () => toggle(post.id) : undefined}
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

/** List or grid: how the posts are laid out (not a filter: clearing the filters keeps it). */
function LayoutSwitch({ view, onView }: { view: View; onView: (view: View) => void }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t("library.layout")} className="flex h-10 rounded-md border p-0.5">
      {(["list", "grid"] as const).map((v) => {
        const Icon = v === "list" ? List : LayoutGrid;
        return (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            aria-label={t(`library.layouts.${v}`)}
            onClick={() => onView(v)}
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
  /** No box without it (a role with no bulk action). */
  onCheck?: () => void;
  pillar?: string;
  when: string;
}) {
  const { t } = useTranslation();
  const { title, excerpt } = splitPost(post.body);
  const label = title || t("library.untitled");
  return (
    <li className={cn("flex gap-3 p-3", view === "grid" && "flex-col rounded-lg border bg-card shadow-xs")}>
      {onCheck ? (
        <input
          type="checkbox"
          checked={checked}
          onChange={onCheck}
          aria-label={t("library.select", { title: label })}
          className="mt-1 size-4 shrink-0 accent-[var(--primary)]"
        />
      ) : null}
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
