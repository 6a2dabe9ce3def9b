import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { Page } from "@/components/layout/page";
import { FacetSelect } from "@/components/filters/filter-fields";
import { SearchInput } from "@/components/ui/search-input";
import { Spinner } from "@/components/ui/spinner";
import { useCan } from "@/entities/profile/use-can";
import { useDebounced } from "@/entities/search/content-search";
import { useTranslation } from "@/lib/i18n/use-translation";
import { useSavedPosts } from "./api";
import { useActivePillars } from "./pillars";
import { BookmarkletPanel } from "./components/bookmarklet-panel";
import { ExportLinks } from "./components/export-links";
import { ImportPanel } from "./components/import-panel";
import { SavedPostCard } from "./components/saved-post-card";
import { SavedPostForm, type SavedPostPrefill } from "./components/saved-post-form";

/**
 * `/saved-posts`: the swipe file. Capture (paste, import, bookmarklet), then find again (full-text search, tag,
 * format and pillar filters). `/saved-posts/new?url=&text=` is the same page with the form prefilled (the bookmarklet).
 */
export function SavedPostsPage({ prefill, initialQuery }: { prefill?: SavedPostPrefill; initialQuery?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mayWrite = useCan("note.write");
  const pillars = useActivePillars();
  const [query, setQuery] = useState(initialQuery ?? "");
  const [tag, setTag] = useState("");
  const [format, setFormat] = useState("");
  const [pillarId, setPillarId] = useState("");
  const q = useDebounced(query.trim(), 200);
  const list = useSavedPosts({ q, tag, format, pillarId });
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const prefilled = Boolean(prefill?.url || prefill?.text);

  // from the bookmarklet: straight to the form, where the author's name is what is left to type
  useEffect(() => {
    if (prefilled) document.getElementById("saved-post-author")?.focus();
  }, [prefilled]);

  const facets = list.data?.facets ?? { tags: [], formats: [] };
  const items = list.data?.items ?? [];
  const filtered = Boolean(q || tag || format || pillarId);

  return (
    <Page title={t("savedPosts.title")} description={t("savedPosts.description")} width="wide">
      {mayWrite ? (
        <SavedPostForm
          key={prefilled ? `${prefill?.url}|${prefill?.text}` : "blank"}
          prefill={prefill}
          pillars={pillars}
          firstFieldRef={firstFieldRef}
          onSaved={() => {
            if (prefilled) void navigate({ to: "/saved-posts", replace: true });
          }}
        />
      ) : (
        <p className="text-sm text-muted-foreground">{t("savedPosts.readOnly")}</p>
      )}

      <section aria-labelledby="saved-posts-list-heading" className="flex flex-col gap-4">
        <h2 id="saved-posts-list-heading" className="sr-only">
          {t("savedPosts.title")}
        </h2>
        <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
          <div className="flex-1">
            <SearchInput
              id="saved-posts-search"
              aria-label={t("savedPosts.search.label")}
              placeholder={t("savedPosts.search.placeholder")}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          </div>
          <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-3 lg:w-[36rem]">
            <legend className="sr-only">{t("savedPosts.filters.label")}</legend>
            <FacetSelect
              id="saved-posts-tag"
              label={t("savedPosts.filters.tag")}
              anyLabel={t("savedPosts.filters.all")}
              value={tag}
              onChange={setTag}
              options={facets.tags.map((x) => ({ value: x, label: `#${x}` }))}
            />
            <FacetSelect
              id="saved-posts-format"
              label={t("savedPosts.filters.format")}
              anyLabel={t("savedPosts.filters.all")}
              value={format}
              onChange={setFormat}
              options={facets.formats.map((x) => ({ value: x, label: x }))}
            />
            <FacetSelect
              id="saved-posts-pillar"
              label={t("savedPosts.filters.pillar")}
              anyLabel={t("savedPosts.filters.all")}
              value={pillarId}
              onChange={setPillarId}
              options={pillars.map((p) => ({ value: p.id, label: p.name }))}
            />
          </fieldset>
        </div>
        {list.isPending ? (
          <div role="status" className="flex flex-col items-center gap-3 py-16 text-sm text-muted-foreground">
            <Spinner className="size-6" />
            {t("savedPosts.loading")}
          </div>
        ) : items.length === 0 ? (
          <p role="status" className="py-12 text-center text-sm text-muted-foreground">
            {t(filtered ? "savedPosts.noMatch" : "savedPosts.empty")}
          </p>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p role="status" className="text-sm text-muted-foreground">
                {t("savedPosts.count", { count: list.data?.total ?? items.length })}
              </p>
              <ExportLinks />
            </div>
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {items.map((post) => (
                <SavedPostCard
                  key={post.id}
                  post={post}
                  pillars={pillars}
                  mayWrite={mayWrite}
                  onRemix={(p) =>
                    void navigate({
                      to: "/generate-post",
                      search: { remix: p.id, ...(p.pillarId ? { pillar: p.pillarId } : {}) },
                    })
                  }
                />
              ))}
            </div>
          </>
        )}
      </section>

      {mayWrite ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <ImportPanel />
          <BookmarkletPanel />
        </div>
      ) : null}
    </Page>
  );
}
