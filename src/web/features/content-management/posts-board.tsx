import { DragDropProvider, useDraggable, useDroppable } from "@dnd-kit/react";
import {
  Accessibility,
  defaultPreset,
  PointerSensor,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from "@dnd-kit/dom";
import { Link } from "@tanstack/react-router";
import { GripVertical, MoveRight } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import type { Post, PostStatus } from "@contracts/posts/schemas";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";
import { useTranslation } from "@/lib/i18n/use-translation";
import { useCan } from "@/entities/profile/use-can";
import { displayTimeZone } from "@/lib/i18n/time-zone";
import { columnSort, COLUMN_PAGE_SIZE, toContentQuery, useContentPosts, type ContentFilter } from "./api";
import { boardKeyboardSensor } from "./board-keyboard-sensor";
import { BOARD_COLUMNS, moveTargets, type MoveRights } from "./board-moves";
import { BoardScrollBar, useBoardScroll } from "./board-scroll";
import { plannedAt, postTitle } from "./post-summary";
import { useBoardMoves } from "./use-board-moves";

/** Up and down arrows while dragging with the keyboard (px); left and right move a card one column. */
const ROW_STEP = 48;

interface BoardProps {
  filter: ContentFilter;
  pillarName: (id: string | null) => string | undefined;
  selected: ReadonlySet<string>;
  /** Ticks a card; none has a box without it (a role with no bulk action). */
  onToggle?: (id: string) => void;
  /** Told how many posts the columns hold in all (the search's result count), once every column has loaded. */
  onTotal?: (total: number | undefined) => void;
}

/** Columns a move can start from that lie before Publishing: dragging from them opens a folded Publishing. */
const BEFORE_PUBLISHING: readonly PostStatus[] = ["idea", "draft", "scheduled"];

/**
 * The board: a column per status. Cards move by drag and drop (mouse, touch, or keyboard: Space on the handle,
 * arrows, Space), or by their "Move to…" menu; every move goes through the editor's and the scheduler's rules
 * (`board-moves.ts`, `use-board-moves.tsx`). Moves are announced to screen readers. A role that may neither write
 * nor schedule posts reads the cards (each opens its post) with no handle, no keyboard pick-up and no menu; the menu
 * lists only the moves the role may make.
 */
export function PostsBoard({ filter, pillarName, selected, onToggle, onTotal }: BoardProps) {
  const { t } = useTranslation();
  const rights: MoveRights = { write: useCan("post.write"), schedule: useCan("post.schedule") };
  const movable = rights.write || rights.schedule;
  const { move, moving, known, dialogs, announcement } = useBoardMoves(rights);
  // one query per column, in a fixed order (the hooks' rules)
  const queries: Record<PostStatus, ReturnType<typeof useColumn>> = {
    idea: useColumn(filter, "idea"),
    draft: useColumn(filter, "draft"),
    scheduled: useColumn(filter, "scheduled"),
    publishing: useColumn(filter, "publishing"),
    published: useColumn(filter, "published"),
    failed: useColumn(filter, "failed"),
    needs_check: useColumn(filter, "needs_check"),
  };
  const columns = BOARD_COLUMNS.map((status) => ({ status, query: queries[status] }));
  const totals = columns.map((c) => c.query.data?.pages[0]?.total);
  const total = totals.every((n) => n !== undefined) ? totals.reduce<number>((a, n) => a + n!, 0) : undefined;
  useEffect(() => onTotal?.(total), [onTotal, total]);
  const scroller = useRef<HTMLDivElement>(null);
  const { scroll, scrollBy } = useBoardScroll(scroller);
  // a drag from a column before Publishing: Publishing, folded when empty, opens to its full width: a visible drop
  // target (the keyboard reaches it folded or not, board-keyboard-sensor.ts)
  const [draggingFrom, setDraggingFrom] = useState<PostStatus | null>(null);
  const loaded = columns.flatMap((c) => c.query.data?.pages.flatMap((p) => p.items) ?? []);
  // each post once, at its newest version (a move's answer may be newer than the lists), in its shown column
  const byColumn = useMemo(() => {
    const newest = new Map<string, Post>();
    for (const post of [...loaded, ...Object.values(known)]) {
      const seen = newest.get(post.id);
      if (!seen || seen.version < post.version) newest.set(post.id, post);
    }
    const out = new Map<PostStatus, Post[]>(BOARD_COLUMNS.map((s) => [s, []]));
    for (const post of newest.values()) {
      if (post.deletedAt) continue;
      if (filter.pillarId && post.pillarId !== filter.pillarId) continue;
      out.get(moving[post.id] ?? post.status)!.push(post);
    }
    return out;
  }, [loaded, known, moving, filter.pillarId]);
  const find = (id: unknown) => {
    for (const posts of byColumn.values()) {
      const post = posts.find((p) => p.id === id);
      if (post) return post;
    }
  };
  // the announcements are read by the provider once: they read the posts and language of the latest render
  const latest = useRef({ byColumn, t });
  latest.current = { byColumn, t };
  const plugins = useMemo(() => {
    const say = (key: string, values: Record<string, string>) => latest.current.t(key, values);
    const titleOf = (id: unknown) => {
      for (const posts of latest.current.byColumn.values()) {
        const post = posts.find((p) => p.id === id);
        if (post) return postTitle(post) || latest.current.t("library.untitled");
      }
      return "";
    };
    const columnName = (id: unknown) => (typeof id === "string" ? latest.current.t(`posts.status.${id}`) : "");
    return (defaults: typeof defaultPreset.plugins) => [
      ...defaults.filter((plugin) => plugin !== Accessibility),
      Accessibility.configure({
        screenReaderInstructions: { draggable: latest.current.t("contentManagement.board.instructions") },
        announcements: {
          dragstart: ({ operation: { source } }: DragStartEvent) =>
            source ? say("contentManagement.announce.picked", { title: titleOf(source.id) }) : undefined,
          dragover: ({ operation: { source, target } }: DragOverEvent) =>
            source && target
              ? say("contentManagement.announce.over", { title: titleOf(source.id), column: columnName(target.id) })
              : undefined,
          dragend: ({ operation: { source, target }, canceled }: DragEndEvent) =>
            !source
              ? undefined
              : canceled || !target
                ? say("contentManagement.announce.cancelled", { title: titleOf(source.id) })
                : say("contentManagement.announce.dropped", {
                    title: titleOf(source.id),
                    column: columnName(target.id),
                  }),
        },
      }),
    ];
  }, []);

  return (
    <>
      <DragDropProvider
        sensors={[PointerSensor, boardKeyboardSensor({ offset: ROW_STEP })]}
        plugins={plugins}
        onDragStart={(event) => setDraggingFrom(find(event.operation.source?.id)?.status ?? null)}
        onDragEnd={(event) => {
          setDraggingFrom(null);
          const { source, target } = event.operation;
          if (event.canceled || !source || !target) return;
          const post = find(source.id);
          if (post) void move(post, target.id as PostStatus);
        }}
      >
        <BoardScrollBar scroll={scroll} scrollBy={scrollBy} />
        <div className="relative">
          {/* the fades say that columns go on past the edge (the buttons above and the scrollbar show them) */}
          <div
            aria-hidden
            className={cn(
              "pointer-events-none absolute inset-y-0 left-0 z-10 w-10 bg-gradient-to-r from-background to-transparent transition-opacity max-sm:-left-4",
              scroll.before ? "opacity-100" : "opacity-0",
            )}
          />
          <div
            aria-hidden
            className={cn(
              "pointer-events-none absolute inset-y-0 right-0 z-10 w-10 bg-gradient-to-l from-background to-transparent transition-opacity max-sm:-right-4",
              scroll.after ? "opacity-100" : "opacity-0",
            )}
          />
          <div
            ref={scroller}
            className="relative -mx-4 overflow-x-auto px-4 pb-3 [scrollbar-color:var(--muted-foreground)_transparent] sm:mx-0 sm:px-0"
            role="region"
            aria-label={t("contentManagement.board.label")}
            tabIndex={0}
          >
            <div className="flex gap-3">
              {columns.map(({ status, query }) => (
                <BoardColumn
                  key={status}
                  status={status}
                  folded={
                    status === "publishing" &&
                    !query.isPending &&
                    (byColumn.get(status)?.length ?? 0) === 0 &&
                    !(draggingFrom && BEFORE_PUBLISHING.includes(draggingFrom))
                  }
                  posts={byColumn.get(status) ?? []}
                  total={query.data?.pages[0]?.total}
                  loading={query.isPending}
                  more={query.hasNextPage ? () => void query.fetchNextPage() : undefined}
                  loadingMore={query.isFetchingNextPage}
                  renderCard={(post) => {
                    const card: CardProps = {
                      post,
                      pillar: pillarName(post.pillarId),
                      moving: Boolean(moving[post.id]),
                      checked: selected.has(post.id),
                      onToggle: onToggle && (() => onToggle(post.id)),
                      targets: moveTargets(status, rights),
                      onMove: (to) => void move(post, to),
                    };
                    // no draggable at all for a reader: dnd-kit would make the card a focusable "button" that does nothing
                    return movable ? (
                      <MovableBoardCard key={post.id} {...card} />
                    ) : (
                      <BoardCard key={post.id} {...card} />
                    );
                  }}
                />
              ))}
            </div>
          </div>
        </div>
      </DragDropProvider>
      <p className="sr-only" aria-live="polite" role="status">
        {announcement}
      </p>
      {dialogs}
    </>
  );
}

/** One column's posts (the board's filters, less the status: the column is the status). */
function useColumn(filter: ContentFilter, status: PostStatus) {
  const query = toContentQuery({ ...filter, status }, columnSort(status));
  return useContentPosts(query, COLUMN_PAGE_SIZE);
}

function BoardColumn({
  status,
  folded,
  posts,
  total,
  loading,
  more,
  loadingMore,
  renderCard,
}: {
  status: PostStatus;
  /** Empty and out of the way: a narrow strip with its name (still a drop target). */
  folded: boolean;
  posts: Post[];
  total: number | undefined;
  loading: boolean;
  more?: () => void;
  loadingMore: boolean;
  renderCard: (post: Post) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const { ref, isDropTarget } = useDroppable({ id: status });
  const headingId = `board-column-${status}`;
  if (folded)
    return (
      <section
        ref={ref}
        aria-labelledby={headingId}
        data-column={status}
        data-folded=""
        className={cn(
          "flex w-10 shrink-0 flex-col items-center gap-2 rounded-xl border border-dashed bg-muted/20 py-3 text-xs text-muted-foreground transition-colors",
          isDropTarget && "border-primary bg-primary/5 ring-2 ring-primary/40",
        )}
      >
        <h2 className="font-semibold [writing-mode:vertical-rl]">
          <span id={headingId}>{t(`posts.status.${status}`)}</span>
          <span className="sr-only">: </span>
          <span className="mt-2 inline-block font-normal">{t("contentManagement.board.count", { count: 0 })}</span>
        </h2>
      </section>
    );
  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      data-column={status}
      className={cn(
        "flex w-64 shrink-0 flex-col gap-2 rounded-xl border bg-muted/40 p-2 transition-colors",
        isDropTarget && "border-primary bg-primary/5 ring-2 ring-primary/40",
      )}
    >
      <h2 className="flex items-center justify-between px-1 pt-1 text-sm font-semibold">
        <span id={headingId}>{t(`posts.status.${status}`)}</span>
        <span className="text-xs font-normal text-muted-foreground">
          {total !== undefined ? t("contentManagement.board.count", { count: Math.max(total, posts.length) }) : null}
        </span>
      </h2>
      {loading ? (
        <p className="px-1 py-4 text-xs text-muted-foreground">{t("library.loading")}</p>
      ) : posts.length === 0 ? (
        <p className="rounded-lg border border-dashed px-2 py-6 text-center text-xs text-muted-foreground">
          {t("contentManagement.board.empty")}
        </p>
      ) : (
        <ul className="flex min-h-16 flex-col gap-2">{posts.map(renderCard)}</ul>
      )}
      {more ? (
        <Button variant="ghost" size="sm" busy={loadingMore} onClick={more}>
          {t("library.more")}
        </Button>
      ) : null}
    </section>
  );
}

interface CardProps {
  post: Post;
  pillar?: string;
  moving: boolean;
  checked: boolean;
  /** No box without it. */
  onToggle?: () => void;
  /** The columns "Move to…" offers (none: no menu). */
  targets: PostStatus[];
  onMove: (to: PostStatus) => void;
}

/** A card that moves by drag and drop (pointer, or Space on its handle). */
function MovableBoardCard(props: CardProps) {
  const { ref, handleRef, isDragging } = useDraggable({ id: props.post.id });
  return <BoardCard {...props} drag={{ ref, handleRef, isDragging }} />;
}

function BoardCard({
  post,
  pillar,
  moving,
  checked,
  onToggle,
  targets,
  onMove,
  drag,
}: CardProps & {
  /** The card's drag and drop (`MovableBoardCard`); without it, no handle. */
  drag?: { ref: (el: Element | null) => void; handleRef: (el: Element | null) => void; isDragging: boolean };
}) {
  const { t, i18n } = useTranslation();
  const title = postTitle(post) || t("library.untitled");
  const at = plannedAt(post);
  const when = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? "en", {
    timeZone: displayTimeZone(),
    dateStyle: "medium",
    ...(at ? { timeStyle: "short" } : {}),
  }).format(new Date(at ?? post.updatedAt));
  return (
    <li
      ref={drag?.ref}
      data-post-id={post.id}
      className={cn(
        "flex flex-col gap-2 rounded-lg border bg-card p-2.5 shadow-xs",
        drag?.isDragging && "opacity-80 shadow-lg",
        moving && "opacity-70",
      )}
    >
      <div className="flex items-start gap-2">
        {onToggle ? (
          <input
            type="checkbox"
            checked={checked}
            onChange={onToggle}
            aria-label={t("library.select", { title })}
            className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
          />
        ) : null}
        <Link
          to="/editor/$postId"
          params={{ postId: post.id }}
          className="line-clamp-2 min-w-0 flex-1 text-sm font-medium break-words underline-offset-2 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {title}
        </Link>
        {drag ? (
          <button
            ref={drag.handleRef}
            type="button"
            aria-label={t("contentManagement.board.drag", { title })}
            className="-m-1 shrink-0 cursor-grab touch-none rounded p-1 text-muted-foreground outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 active:cursor-grabbing"
          >
            <GripVertical aria-hidden className="size-4" />
          </button>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
        {pillar ? <Badge variant="brand">{pillar}</Badge> : null}
        <span>{when}</span>
        {targets.length ? (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button
                variant="ghost"
                size="sm"
                className="ml-auto h-7 px-2 text-xs"
                aria-label={t("contentManagement.board.moveToLabel", { title })}
              >
                <MoveRight aria-hidden className="size-3.5" />
                {t("contentManagement.board.moveTo")}
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuLabel>{t("contentManagement.board.moveTo")}</DropdownMenuLabel>
              {targets.map((to) => (
                <DropdownMenuItem key={to} onSelect={() => onMove(to)}>
                  {t(`posts.status.${to}`)}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null}
      </div>
    </li>
  );
}
