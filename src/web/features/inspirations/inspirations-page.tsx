import { useNavigate } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { POST_FORMATS, type PostFormat } from "@contracts/generation/rules";
import { toLanguage } from "@contracts/language";
import { favouritesFirst, filterInspirations } from "@shared/inspirations/filter";
import { INSPIRATIONS } from "@shared/inspirations/patterns";
import { pillarPostFormats } from "@shared/inspirations/pillar-fit";
import { skeleton } from "@shared/inspirations/structure";
import { PATTERN_GOALS, PATTERN_KINDS, type PatternGoal, type PatternKind } from "@shared/inspirations/types";
import { Page } from "@/components/layout/page";
import { FacetSelect } from "@/components/filters/filter-fields";
import { SearchInput } from "@/components/ui/search-input";
import { createPost, useRememberPost } from "@/entities/posts/api";
import { focusTextOnOpen } from "@/features/editor/text-focus-request";
import { useCan } from "@/entities/profile/use-can";
import { toastApiFailure } from "@/lib/api/api-error-text";
import { useTranslation } from "@/lib/i18n/use-translation";
import { useActivePillars } from "@/features/saved-posts/pillars";
import { useFavourites, useToggleFavourite } from "./api";
import { PatternCard } from "./components/pattern-card";

/**
 * `/inspirations`: the library of hook, ending and post structures (src/shared/inspirations, loaded with this
 * route only). Filtered on the client (60 items): search (accents ignored), kind, format, goal, pillar fit,
 * favourites; favourites first. "Use in Generate Post" opens it with the structure, "Open as a draft" the editor with
 * the skeleton.
 */
export function InspirationsPage() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const navigate = useNavigate();
  const rememberPost = useRememberPost();
  const mayWrite = useCan("note.write");
  const mayWritePosts = useCan("post.write");
  const pillars = useActivePillars();
  const favourites = useFavourites();
  const toggle = useToggleFavourite();
  const [query, setQuery] = useState("");
  const [kind, setKind] = useState<PatternKind | "">("");
  const [format, setFormat] = useState<PostFormat | "">("");
  const [goal, setGoal] = useState<PatternGoal | "">("");
  const [pillarId, setPillarId] = useState("");
  const [onlyFavourites, setOnlyFavourites] = useState(false);
  const [opening, setOpening] = useState<string | null>(null);

  const favouriteSet = useMemo(() => new Set(favourites), [favourites]);
  const pillar = pillars.find((p) => p.id === pillarId);
  const shown = useMemo(
    () =>
      favouritesFirst(
        filterInspirations(
          INSPIRATIONS,
          {
            query,
            kind: kind || undefined,
            format: format || undefined,
            goal: goal || undefined,
            pillarFormats: pillar ? pillarPostFormats(pillar.formats) : undefined,
            onlyIds: onlyFavourites ? favouriteSet : undefined,
          },
          language,
        ),
        favouriteSet,
      ),
    [query, kind, format, goal, pillar, onlyFavourites, favouriteSet, language],
  );

  const openDraft = async (id: string) => {
    const pattern = INSPIRATIONS.find((p) => p.id === id);
    if (!pattern) return;
    setOpening(id);
    try {
      const post = await createPost({
        body: skeleton(pattern.text[language], language),
        pillarId: pillar?.id ?? null,
        status: "draft",
      });
      rememberPost(post);
      // the writer fills the skeleton in: the focus waits in the text, not on the page's body
      focusTextOnOpen(post.id);
      await navigate({ to: "/editor/$postId", params: { postId: post.id } });
    } catch (error) {
      toastApiFailure(t("inspirations.toast.openFailed"), error, t);
    } finally {
      setOpening(null);
    }
  };

  return (
    <Page title={t("inspirations.title")} description={t("inspirations.description")} width="wide">
      <section aria-labelledby="inspirations-list-heading" className="flex flex-col gap-4">
        <h2 id="inspirations-list-heading" className="sr-only">
          {t("inspirations.title")}
        </h2>
        <SearchInput
          id="inspirations-search"
          aria-label={t("inspirations.search.label")}
          placeholder={t("inspirations.search.placeholder")}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
          <legend className="sr-only">{t("inspirations.filters.label")}</legend>
          <FacetSelect
            id="inspirations-kind"
            label={t("inspirations.filters.kind")}
            anyLabel={t("inspirations.filters.all")}
            value={kind}
            onChange={setKind}
            options={PATTERN_KINDS.map((k) => ({ value: k, label: t(`inspirations.kinds.${k}`) }))}
          />
          <FacetSelect
            id="inspirations-format"
            label={t("inspirations.filters.format")}
            anyLabel={t("inspirations.filters.all")}
            value={format}
            onChange={setFormat}
            options={POST_FORMATS.map((f) => ({ value: f, label: t(`generatePost.formats.${f}.label`) }))}
          />
          <FacetSelect
            id="inspirations-goal"
            label={t("inspirations.filters.goal")}
            anyLabel={t("inspirations.filters.all")}
            value={goal}
            onChange={setGoal}
            options={PATTERN_GOALS.map((g) => ({ value: g, label: t(`inspirations.goals.${g}`) }))}
          />
          <FacetSelect
            id="inspirations-pillar"
            label={t("inspirations.filters.pillar")}
            anyLabel={t("inspirations.filters.all")}
            value={pillarId}
            onChange={setPillarId}
            options={pillars.map((p) => ({ value: p.id, label: p.name }))}
          />
          <label className="flex h-10 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-brand"
              checked={onlyFavourites}
              onChange={(e) => setOnlyFavourites(e.target.checked)}
            />
            {t("inspirations.filters.favourites")}
          </label>
        </fieldset>
        {pillar ? <p className="text-xs text-muted-foreground">{t("inspirations.filters.pillarRule")}</p> : null}
        <p role="status" className="text-sm text-muted-foreground">
          {shown.length === 0 ? t("inspirations.noMatch") : t("inspirations.count", { count: shown.length })}
        </p>
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((pattern) => (
            <PatternCard
              key={pattern.id}
              pattern={pattern}
              language={language}
              favourite={favouriteSet.has(pattern.id)}
              mayWrite={mayWrite}
              mayWritePosts={mayWritePosts}
              opening={opening === pattern.id}
              onToggleFavourite={() =>
                toggle.mutate({ patternId: pattern.id, favourite: !favouriteSet.has(pattern.id) })
              }
              onOpenDraft={() => void openDraft(pattern.id)}
            />
          ))}
        </div>
      </section>
    </Page>
  );
}
