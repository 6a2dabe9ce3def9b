import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ChevronDown } from "lucide-react";
import { useDeferredValue, useId, useState } from "react";
import { EDITOR_DRAFTS_SHOWN } from "@contracts/posts/paths";
import type { Post } from "@contracts/posts/schemas";
import { Badge } from "@/components/ui/badge";
import { SearchInput } from "@/components/ui/search-input";
import { Spinner } from "@/components/ui/spinner";
import { useFormat } from "@/lib/i18n/format";
import { useTranslation } from "@/lib/i18n/use-translation";
import { cn } from "@/lib/utils";
import { editorDraftsQuery } from "@/entities/posts/api";

/** The first line of a post's text (what a writer recognises it by). */
export function firstLine(body: string): string {
  return body.trim().split("\n", 1)[0]?.trim() ?? "";
}

/**
 * The workspace's posts, most recently changed first, searchable: the writer continues a draft instead of always
 * starting a blank one. Open by default on a new post; one click away on a post being written.
 */
export function DraftsPanel({ currentId, defaultOpen }: { currentId: string | null; defaultOpen: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [open, setOpen] = useState(defaultOpen);
  const [search, setSearch] = useState("");
  const q = useDeferredValue(search.trim());
  const id = useId();
  const list = useQuery({
    ...editorDraftsQuery(q),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const items = (list.data?.items ?? []).filter((p) => p.id !== currentId).slice(0, EDITOR_DRAFTS_SHOWN);
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border bg-card shadow-xs">
      <h2 id={`${id}-title`} className="text-sm font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center justify-between gap-2 rounded-xl px-4 py-3 text-left focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {t("editor.drafts.title")}
          <ChevronDown aria-hidden className={cn("size-4 transition-transform", open && "rotate-180")} />
        </button>
      </h2>
      {open ? (
        <div id={`${id}-body`} className="flex flex-col gap-3 px-4 pb-4">
          <SearchInput
            aria-label={t("editor.drafts.search")}
            placeholder={t("editor.drafts.search")}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          {list.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner className="size-4" />
              {t("editor.drafts.loading")}
            </p>
          ) : list.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {t("editor.drafts.failed")}
            </p>
          ) : items.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t(q ? "editor.drafts.noMatch" : "editor.drafts.none")}</p>
          ) : (
            <ul className="flex flex-col gap-1" aria-label={t("editor.drafts.title")}>
              {items.map((post) => (
                <DraftItem key={post.id} post={post} updated={format.date(post.updatedAt, { dateStyle: "medium" })} />
              ))}
            </ul>
          )}
          {(list.data?.total ?? 0) > EDITOR_DRAFTS_SHOWN ? (
            <Link
              to="/content-management"
              className="text-sm font-medium text-brand-text underline-offset-4 hover:underline"
            >
              {t("editor.drafts.all", { count: list.data?.total ?? 0 })}
            </Link>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function DraftItem({ post, updated }: { post: Post; updated: string }) {
  const { t } = useTranslation();
  const line = firstLine(post.body);
  return (
    <li>
      <Link
        to="/editor/$postId"
        params={{ postId: post.id }}
        className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <span className={cn("min-w-0 flex-1 truncate", !line && "text-muted-foreground italic")}>
          {line || t("editor.drafts.untitled")}
        </span>
        <Badge variant="outline">{t(`posts.status.${post.status}`)}</Badge>
        <span className="shrink-0 text-xs text-muted-foreground">{updated}</span>
      </Link>
    </li>
  );
}
