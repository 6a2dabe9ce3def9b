import { KanbanSquare, SlidersHorizontal, Table2 } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { POST_DATE_FIELDS, POST_STATUSES, type BulkMoveStatus } from "@contracts/posts/rules";
import type { Pillar } from "@contracts/strategy/schemas";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { selectClass } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FilterBar } from "@/components/filters/filter-bar";
import { DateFilter, FacetSelect, SearchFilter } from "@/components/filters/filter-fields";
import { useFilters } from "@/components/filters/use-filters";
import { cn } from "@/lib/utils";
import { useTranslation } from "@/lib/i18n/use-translation";
import { useActivePillars } from "@/features/editor/editor-data";
import { useCan } from "@/entities/profile/use-can";
import { useBulkPosts, usePostSelection } from "@/entities/posts/bulk";
import { BulkPillarAndDelete } from "@/entities/posts/components/bulk-pillar-delete";
import { LoadMorePosts, PostsEmpty, PostsLoading } from "@/entities/posts/components/post-list-states";
import { SelectAllBox } from "@/entities/posts/components/select-all";
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
 * every post whose publication needs a check, with its answers (./needs-check-section.tsx). The bulk actions are
 * post.write's (contracts/posts' bulkPosts `access`): a role without it reads the lists, with no box to tick.
 */
export function ContentManagementPage({ view, onView }: { view: ContentView; onView: (view: ContentView) => void }) {
  const { t } = useTranslation();
  const pillars = useActivePillars();
  const mayWrite = useCan("post.write");
  const { selected, toggle, replace, clear } = usePostSelection();
  // the search waits for typing to settle: one request, not one per key
  const {
    typed,
    filter,
    set,
    clear: clearFilters,
    filtered,
    canClear,
  } = useFilters<ContentFilter>(EMPTY_CONTENT_FILTER, {
    facets: ["status", "pillarId", "from", "to"],
    searchDelay: 250,
    onChange: clear,
  });
  const q = filter.q;
  const [sort, setSort] = useState<ContentSort>(DEFAULT_SORT);
  const table = useContentPosts(toContentQuery(filter, sort), TABLE_PAGE_SIZE, view === "table");
  const [boardTotal, setBoardTotal] = useState<number | undefined>();
  const items = useMemo(() => table.data?.pages.flatMap((page) => page.items) ?? [], [table.data]);
  const pillarName = (id: string | null) => (id ? pillars.find((p) => p.id === id)?.name : undefined);
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
        <SearchFilter
          inline
          className="w-full sm:w-80"
          id="cm-search"
          label={t("contentManagement.filters.search")}
          value={typed.q}
          onChange={(q) => set({ q })}
          placeholder={t("contentManagement.filters.searchPlaceholder")}
        />
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
      <FilterBar
        id={filtersId}
        className={cn(
          "grid-cols-2 items-end gap-3 lg:grid lg:grid-cols-[repeat(5,minmax(0,1fr))_auto]",
          filtersOpen ? "grid" : "hidden",
        )}
        canClear={canClear}
        onClear={clearFilters}
        clearLabel={t("library.filters.clear")}
      >
        {view === "table" ? (
          <FacetSelect
            id="cm-status"
            label={t("library.filters.status")}
            value={typed.status}
            onChange={(status) => set({ status })}
            options={POST_STATUSES.map((s) => ({ value: s, label: t(`posts.status.${s}`) }))}
            anyLabel={t("library.filters.any")}
          />
        ) : null}
        <FacetSelect
          id="cm-pillar"
          label={t("library.filters.pillar")}
          value={typed.pillarId}
          onChange={(pillarId) => set({ pillarId })}
          options={pillars.map((p) => ({ value: p.id, label: p.name }))}
          anyLabel={t("library.filters.any")}
        />
        <FacetSelect
          id="cm-date-field"
          label={t("contentManagement.filters.dateField")}
          value={typed.dateField}
          onChange={(dateField) => set({ dateField: dateField || EMPTY_CONTENT_FILTER.dateField })}
          options={POST_DATE_FIELDS.map((f) => ({ value: f, label: t(`contentManagement.table.${f}`) }))}
        />
        <DateFilter
          id="cm-from"
          label={t("contentManagement.filters.from")}
          value={typed.from}
          onChange={(from) => set({ from })}
        />
        <DateFilter
          id="cm-to"
          label={t("contentManagement.filters.to")}
          value={typed.to}
          onChange={(to) => set({ to })}
        />
      </FilterBar>

      <BulkBar
        mayWrite={mayWrite}
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
          onToggle={mayWrite ? toggle : undefined}
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
            onToggle={mayWrite ? toggle : undefined}
          />
          <LoadMorePosts query={table} />
        </>
      )}
    </Page>
  );
}

/**
 * Move, delete (with undo) or assign a pillar to the selected posts, all or nothing; adding them to the queue only
 * for a role that schedules (a post queued by a role without post.schedule would fail at its time). A role that may
 * not write posts is told who does, with the count alone.
 */
function BulkBar({
  mayWrite,
  selected,
  onDone,
  pillars,
  all,
  onSelectAll,
  total,
}: {
  mayWrite: boolean;
  selected: ReadonlySet<string>;
  onDone: () => void;
  pillars: Pillar[];
  all?: string[];
  onSelectAll: (ids: readonly string[]) => void;
  total?: number;
}) {
  const { t } = useTranslation();
  const bulk = useBulkPosts();
  const mayQueue = useCan("post.schedule");
  const [target, setTarget] = useState<BulkMoveStatus | "">("");
  const ids = [...selected];
  const count =
    total !== undefined ? (
      <span className="ml-auto text-xs text-muted-foreground" role="status">
        {t("library.count", { count: total })}
      </span>
    ) : null;

  if (!mayWrite)
    return (
      <div className="flex min-h-10 flex-wrap items-center gap-2 rounded-lg border bg-muted/40 px-3 py-2">
        <p className="text-sm text-muted-foreground">{t("contentManagement.bulk.readOnlyRole")}</p>
        {count}
      </div>
    );

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
              {mayQueue ? <option value="scheduled">{t("contentManagement.bulk.queue")}</option> : null}
            </select>
          </div>
          <Button size="sm" variant="outline" disabled={!target} onClick={() => void moveSelected()}>
            {t("contentManagement.bulk.move")}
          </Button>
          <BulkPillarAndDelete id="cm-bulk-pillar" ids={ids} pillars={pillars} bulk={bulk} onDone={onDone} />
        </>
      ) : null}
      {count}
    </div>
  );
}
