import { Link } from "@tanstack/react-router";
import type { Post, PostSort } from "@contracts/posts/schemas";
import { SortableHeader } from "@/components/data-table/sortable-header";
import { SortFields } from "@/components/data-table/sort-fields";
import { Badge } from "@/components/ui/badge";
import { useIsMobile } from "@/hooks/use-mobile";
import { displayTimeZone } from "@/lib/i18n/time-zone";
import { useTranslation } from "@/lib/i18n/use-translation";
import type { ContentSort } from "./api";
import { plannedAt, postTitle } from "./post-summary";

interface TableProps {
  posts: Post[];
  sort: ContentSort;
  onSort: (sort: ContentSort) => void;
  pillarName: (id: string | null) => string | undefined;
  selected: ReadonlySet<string>;
  /** Ticks a row; no row has a box without it (a role with no bulk action). */
  onToggle?: (id: string) => void;
}

/** The sortable columns; a first press sorts names and states A to Z, dates newest first. */
const COLUMNS: Array<{ sort: PostSort; key: string; first: "asc" | "desc" }> = [
  { sort: "status", key: "status", first: "asc" },
  { sort: "pillar", key: "pillar", first: "asc" },
  { sort: "planned", key: "planned", first: "desc" },
  { sort: "created", key: "created", first: "desc" },
  { sort: "updated", key: "updated", first: "desc" },
];

/**
 * Every post as a row (a card per post below 768 px), sorted by the server (`sort`/`order`), each opening the
 * editor. A header's button sorts by it; again reverses the order.
 */
export function PostsTable({ posts, sort, onSort, pillarName, selected, onToggle }: TableProps) {
  const { t, i18n } = useTranslation();
  const mobile = useIsMobile();
  const lang = i18n.resolvedLanguage ?? "en";
  // in the browser's zone, also in the server's render (its cookie)
  const timeZone = displayTimeZone();
  const day = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeZone });
  const dayTime = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short", timeZone });
  const cells = (post: Post) => {
    const at = plannedAt(post);
    return {
      status: <Badge variant="outline">{t(`posts.status.${post.status}`)}</Badge>,
      pillar: pillarName(post.pillarId) ?? <span className="text-muted-foreground">—</span>,
      planned: at ? dayTime.format(new Date(at)) : <span className="text-muted-foreground">—</span>,
      created: day.format(new Date(post.createdAt)),
      updated: day.format(new Date(post.updatedAt)),
    } as Record<string, React.ReactNode>;
  };
  const titleLink = (post: Post) => (
    <Link
      to="/editor/$postId"
      params={{ postId: post.id }}
      className="line-clamp-2 font-medium break-words underline-offset-2 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      {postTitle(post) || t("library.untitled")}
    </Link>
  );
  const check =
    onToggle &&
    ((post: Post) => (
      <input
        type="checkbox"
        checked={selected.has(post.id)}
        onChange={() => onToggle(post.id)}
        aria-label={t("library.select", { title: postTitle(post) || t("library.untitled") })}
        className="size-4 shrink-0 accent-[var(--primary)]"
      />
    ));

  if (mobile)
    return (
      <div className="flex flex-col gap-3">
        {/* no headers to sort by on a phone: the same orders as a pair of fields */}
        <SortFields
          idPrefix="cm"
          sort={sort}
          onSort={onSort}
          columns={COLUMNS.map((col) => ({ column: col.sort, label: t(`contentManagement.table.${col.key}`) }))}
          labels={{
            sortBy: t("contentManagement.table.sortBy"),
            order: t("contentManagement.table.order"),
            asc: t("contentManagement.table.asc"),
            desc: t("contentManagement.table.desc"),
          }}
        />
        <ul className="flex flex-col gap-2" aria-label={t("contentManagement.table.label")}>
          {posts.map((post) => {
            const c = cells(post);
            return (
              <li key={post.id} data-post-id={post.id} className="flex gap-3 rounded-lg border bg-card p-3 text-sm">
                {check ? <div className="pt-0.5">{check(post)}</div> : null}
                <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                  {titleLink(post)}
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
                    {COLUMNS.map((col) => (
                      <div key={col.key} className="contents">
                        <dt className="text-muted-foreground">{t(`contentManagement.table.${col.key}`)}</dt>
                        <dd className="min-w-0">{c[col.key]}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    );

  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">{t("contentManagement.table.label")}</caption>
        <thead className="bg-muted/40 text-left text-xs text-muted-foreground">
          <tr>
            {check ? (
              <th scope="col" className="w-10 px-3 py-2">
                <span className="sr-only">{t("contentManagement.table.select")}</span>
              </th>
            ) : null}
            <th scope="col" className="px-3 py-2 font-medium">
              {t("contentManagement.table.post")}
            </th>
            {COLUMNS.map((col) => (
              <SortableHeader
                key={col.key}
                column={col.sort}
                label={t(`contentManagement.table.${col.key}`)}
                sort={sort}
                onSort={onSort}
                firstOrder={col.first}
              />
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {posts.map((post) => {
            const c = cells(post);
            return (
              <tr key={post.id} data-post-id={post.id} className="hover:bg-muted/30">
                {check ? <td className="px-3 py-2 align-top">{check(post)}</td> : null}
                <td className="max-w-md px-3 py-2 align-top">{titleLink(post)}</td>
                {COLUMNS.map((col) => (
                  <td key={col.key} className="px-3 py-2 align-top whitespace-nowrap">
                    {c[col.key]}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
