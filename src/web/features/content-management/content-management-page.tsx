import { KanbanSquare, SlidersHorizontal, Table2 } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { SearchInput } from "@/components/ui/search-input";
import { useDebounced } from "@/entities/search/content-search";
import { POST_DATE_FIELDS, type BulkMoveStatus } from "@contracts/posts/rules";
import type { Pillar } from "@contracts/strategy/schemas";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Input, selectClass } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { useTranslation } from "@/lib/i18n/use-translation";
import { useActivePillars } from "@/features/editor/editor-data";
import { useBulkPosts, usePostSelection } from "@/entities/posts/bulk";
import { BulkPillarAndDelete } from "@/entities/posts/components/bulk-pillar-delete";
import { PillarSelect } from "@/entities/posts/components/pillar-select";
import { LoadMorePosts, PostsEmpty, PostsLoading } from "@/entities/posts/components/post-list-states";
import { SelectAllBox } from "@/entities/posts/components/select-all";
import { StatusSelect } from "@/entities/posts/components/status-select";
import {
  DEFAULT_SORT,
  EMPTY_CONTENT_FILTER,
  TABLE_PAGE_SIZE,
  toContentQuery,
  useContentPosts,
  type ContentFilter,
  type ContentSort,
} from "./api";
import { CONTENT_VIEWS, type ContentView } from "./content-views";
import { MixSummary } from "./mix-summary";
import { NeedsCheckSection } from "./needs-check-section";
import { PostsBoard } from "./posts-board";
import { PostsTable } from "./posts-table";

/**
 * `/content-management`: every post of the workspace as a table (sortable, filterable, paged) or a board by status
 * (drag and drop, "Move to…"), bulk actions on the selection, the pillar mix panel (./pillar-mix/), and above them
 * every post whose publication needs a check, with its answers (./needs-check-section.tsx).
 */
export function ContentManagementPage({ view, onView }: { view: ContentView; onView: (view: ContentView) => void }) {
  const { t } = useTranslation();
  const pillars = useActivePillars();
  const [typed, setTyped] = useState<ContentFilter>(EMPTY_CONTENT_FILTER);
  // the search waits for typing to settle: one request, not one per key
  const q = useDebounced(typed.q, 250);
  const filter = useMemo(() => ({ ...typed, q }), [typed, q]);
  const [sort, setSort] = useState<ContentSort>(DEFAULT_SORT);
  const { selected, toggle, replace, clear } = usePostSelection();
  const table = useContentPosts(toContentQuery(filter, sort), TABLE_PAGE_SIZE, view === "table");
  const [boardTotal, setBoardTotal] = useState<number | undefined>();
  const items = useMemo(() => table.data?.pages.flatMap((page) => page.items) ?? [], [table.data]);
  const pillarName = (id: string | null) => (id ? pillars.find((p) => p.id === id)?.name : undefined);
  const set = (patch: Partial<ContentFilter>) => {
    setTyped((f) => ({ ...f, ...patch }));
    clear();
  };
  const filtered = Boolean(filter.q.trim() || filter.status || filter.pillarId || filter.from || filter.to);
  // below lg the filters fold behind a button (issue 25: the board or the table starts on a phone's first screen)
  const filtersId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = [view === "table" && filter.status, filter.pillarId, filter.from, filter.to].filter(
    Boolean,
  ).length;
  const found = view === "table" ? (table.isPlaceholderData ? undefined : table.data?.pages[0]?.total) : boardTotal;

  return (
    <Page title={t("contentManagement.title")} description={t("contentManagement.description")} width="wide">
      <MixSummary />
      <NeedsCheckSection />

      <div className="flex flex-wrap items-end justify-between gap-3">
        <div role="group" aria-label={t("contentManagement.views")} className="flex h-10 rounded-md border p-0.5">
          {CONTENT_VIEWS.map((v) => {
            const Icon = v === "table" ? Table2 : KanbanSquare;
            return (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                onClick={() => {
                  onView(v);
                  clear();
                }}
                className={cn(
                  "flex items-center gap-1.5 rounded px-3 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  view === v ? "bg-accent font-medium" : "text-muted-foreground hover:text-foreground",
                )}
              >
                <Icon aria-hidden className="size-4" />
                {t(`contentManagement.view.${v}`)}
              </button>
            );
          })}
        </div>
        <div className="flex w-full items-center gap-2 sm:w-80">
          <Label htmlFor="cm-search" className="shrink-0">
            {t("contentManagement.filters.search")}
          </Label>
          <div className="min-w-0 flex-1">
            <SearchInput
              id="cm-search"
              value={typed.q}
              onChange={(e) => set({ q: e.target.value })}
              placeholder={t("contentManagement.filters.searchPlaceholder")}
            />
          </div>
        </div>
      </div>
      {/* the search's outcome, once its answer is in, for screen readers (the list shows it) */}
      <p className="sr-only" role="status" aria-live="polite">
        {q.trim() && found !== undefined ? t("contentManagement.search.results", { count: found, q: q.trim() }) : ""}
      </p>

      <Button
        variant="outline"
        size="sm"
        className="self-start lg:hidden"
        aria-expanded={filtersOpen}
        aria-controls={filtersId}
        onClick={() => setFiltersOpen(!filtersOpen)}
      >
        <SlidersHorizontal aria-hidden className="size-4" />
        {activeFilters
          ? t("contentManagement.filters.toggleActive", { count: activeFilters })
          : t("contentManagement.filters.toggle")}
      </Button>
      <div
        id={filtersId}
        className={cn("grid-cols-2 items-end gap-3 lg:grid lg:grid-cols-5", filtersOpen ? "grid" : "hidden")}
      >
        {view === "table" ? (
          <StatusSelect id="cm-status" value={filter.status} onChange={(status) => set({ status })} />
        ) : null}
        <PillarSelect
          id="cm-pillar"
          label={t("library.filters.pillar")}
          pillars={pillars}
          value={filter.pillarId}
          onChange={(pillarId) => set({ pillarId })}
          anyLabel={t("library.filters.any")}
        />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="cm-date-field">{t("contentManagement.filters.dateField")}</Label>
          <select
            id="cm-date-field"
            className={selectClass}
            value={filter.dateField}
            onChange={(e) => set({ dateField: e.target.value as ContentFilter["dateField"] })}
          >
            {POST_DATE_FIELDS.map((f) => (
              <option key={f} value={f}>
                {t(`contentManagement.table.${f}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="cm-from">{t("contentManagement.filters.from")}</Label>
          <Input id="cm-from" type="date" value={filter.from} onChange={(e) => set({ from: e.target.value })} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="cm-to">{t("contentManagement.filters.to")}</Label>
          <Input id="cm-to" type="date" value={filter.to} onChange={(e) => set({ to: e.target.value })} />
        </div>
      </div>

      <BulkBar
        selected={selected}
        onDone={clear}
        pillars={pillars}
        all={view === "table" ? items.map((p) => p.id) : undefined}
        onSelectAll={replace}
        total={view === "table" ? table.data?.pages[0]?.total : undefined}
      />

      {view === "board" ? (
        <PostsBoard
          filter={filter}
          pillarName={pillarName}
          selected={selected}
          onToggle={toggle}
          onTotal={setBoardTotal}
        />
      ) : table.isPending ? (
        <PostsLoading />
      ) : items.length === 0 ? (
        <PostsEmpty message={t(filtered ? "library.noMatch" : "library.empty")} />
      ) : (
        <>
          <PostsTable
            posts={items}
            sort={sort}
            onSort={(next) => {
              setSort(next);
              clear();
            }}
            pillarName={pillarName}
            selected={selected}
            onToggle={toggle}
          />
          <LoadMorePosts query={table} />
        </>
      )}
    </Page>
  );
}

/** Move, delete (with undo) or assign a pillar to the selected posts, all or nothing. */
function BulkBar({
  selected,
  onDone,
  pillars,
  all,
  onSelectAll,
  total,
}: {
  selected: ReadonlySet<string>;
  onDone: () => void;
  pillars: Pillar[];
  all?: string[];
  onSelectAll: (ids: readonly string[]) => void;
  total?: number;
}) {
  const { t } = useTranslation();
  const bulk = useBulkPosts();
  const [target, setTarget] = useState<BulkMoveStatus | "">("");
  const ids = [...selected];

  const moveSelected = async () => {
    if (!target) return;
    if (await bulk.mutateAsync({ action: "move", ids, status: target }).catch(() => null)) {
      setTarget("");
      onDone();
    }
  };

  return (
    <div
      className="flex min-h-10 flex-wrap items-center gap-2 rounded-lg border bg-muted/40 px-3 py-2"
      role="group"
      aria-label={t("contentManagement.bulk.label")}
    >
      {all ? (
        <SelectAllBox ids={all} selected={selected} onReplace={onSelectAll} />
      ) : (
        <span className="text-sm">
          {selected.size ? t("library.selected", { count: selected.size }) : t("contentManagement.bulk.hint")}
        </span>
      )}
      {selected.size ? (
        <>
          <div className="flex items-center gap-1.5">
            <Label htmlFor="cm-bulk-move" className="sr-only">
              {t("contentManagement.bulk.move")}
            </Label>
            <select
              id="cm-bulk-move"
              className={cn(selectClass, "h-8 w-auto text-xs sm:text-xs")}
              value={target}
              onChange={(e) => setTarget(e.target.value as BulkMoveStatus | "")}
            >
              <option value="">{t("contentManagement.bulk.moveTo")}</option>
              <option value="idea">{t("posts.status.idea")}</option>
              <option value="draft">{t("posts.status.draft")}</option>
              <option value="scheduled">{t("contentManagement.bulk.queue")}</option>
            </select>
          </div>
          <Button size="sm" variant="outline" disabled={!target} onClick={() => void moveSelected()}>
            {t("contentManagement.bulk.move")}
          </Button>
          <BulkPillarAndDelete id="cm-bulk-pillar" ids={ids} pillars={pillars} bulk={bulk} onDone={onDone} />
        </>
      ) : null}
      {total !== undefined ? (
        <span className="ml-auto text-xs text-muted-foreground" role="status">
          {t("library.count", { count: total })}
        </span>
      ) : null}
    </div>
  );
}
