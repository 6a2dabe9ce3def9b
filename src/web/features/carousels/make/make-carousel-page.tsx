import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { Square, WandSparkles } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { MAKE_TOPIC_MAX, type MakeCarouselInput } from "@contracts/carousels/make";
import { toLanguage } from "@contracts/language";
import { NOTE_PATHS } from "@contracts/notes/paths";
import { POST_PATHS } from "@contracts/posts/paths";
import { Page } from "@/components/layout/page";
import { Button, buttonVariants } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { selectClass, textareaClass } from "@/components/ui/input";
import { useGenerationSettings } from "@/entities/generation/settings";
import { api } from "@/lib/api/api-client";
import { apiErrorText } from "@/lib/api/api-error-text";
import { messageText } from "@/lib/forms/validation-message";
import { useTranslation } from "@/lib/i18n/use-translation";
import { applyBrandKit } from "@shared/carousel/brand-kit";
import { useBrandKit } from "../brand-kit-api";
import { useCarouselPillars } from "../pillars";
import { SlidePreview } from "../slide-preview";
import { starterDesign } from "../starter";
import { initialSource, type MakeCarouselSearch, type MakeSourceKind } from "./make-search";
import { useMakeCarousel, type MakeFailure } from "./use-make-carousel";

const KINDS: MakeSourceKind[] = ["topic", "post", "note", "pillar"];

/** A text's first line, short enough for a list of choices. */
const excerpt = (body: string, fallback: string) => {
  const line = body.trim().split("\n")[0]?.trim() ?? "";
  return line ? (line.length > 80 ? `${line.slice(0, 79)}…` : line) : fallback;
};

/**
 * `/carousel-editor/make`: a first carousel from a topic, a post, a note or a pillar, written by the configured model
 * (slides appear as they come) or cut by the built-in outline (template mode, said so), in the workspace's brand kit.
 * Done: the new carousel opens in the editor.
 */
export function MakeCarouselPage({ search }: { search: MakeCarouselSearch }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const formId = useId();
  const [start] = useState(() => initialSource(search));
  const [kind, setKind] = useState<MakeSourceKind>(start.kind);
  const [topic, setTopic] = useState(start.topic ?? "");
  const [postId, setPostId] = useState(start.kind === "post" ? (start.id ?? "") : "");
  const [noteId, setNoteId] = useState(start.kind === "note" ? (start.id ?? "") : "");
  const [pillarId, setPillarId] = useState(start.kind === "pillar" ? (start.id ?? "") : "");
  const [error, setError] = useState<string | undefined>();
  const settings = useGenerationSettings();
  const llm = settings.data?.llmAvailable ?? false;
  const [useOutline, setUseOutline] = useState(false);
  const posts = useQuery({
    queryKey: ["carousels", "make", "posts"],
    queryFn: () => api(POST_PATHS.listPosts, { query: { limit: 50 } }).then((r) => r.items),
    enabled: kind === "post",
  });
  const notes = useQuery({
    queryKey: ["carousels", "make", "notes"],
    queryFn: () => api(NOTE_PATHS.listNotes, { query: { limit: 50 } }).then((r) => r.items),
    enabled: kind === "note",
  });
  const { active: pillars } = useCarouselPillars();
  const kit = useBrandKit();
  const { state, make, cancel } = useMakeCarousel((carousel) => {
    void navigate({ to: "/carousel-editor/$id", params: { id: carousel.id } });
  });
  const running = state.phase === "running";
  const statusRef = useRef<HTMLDivElement>(null);

  // the first pillar (or the one asked for) is picked as soon as the pillars are known
  useEffect(() => {
    if (kind === "pillar" && !pillarId && pillars[0]) setPillarId(pillars[0].id);
  }, [kind, pillarId, pillars]);

  const preview = useMemo(() => {
    const base = { ...starterDesign(t), slides: state.slides.filter(Boolean) };
    return kit.data ? applyBrandKit(base, kit.data.brandKit.kit) : base;
  }, [kit.data, state.slides, t]);

  const sourceOf = (): MakeCarouselInput["source"] | string => {
    switch (kind) {
      case "topic":
        return topic.trim() ? { kind, topic: topic.trim() } : "carousels.make.errors.topic";
      case "post":
        return postId ? { kind, id: postId } : "carousels.make.errors.post";
      case "note":
        return noteId ? { kind, id: noteId } : "carousels.make.errors.note";
      case "pillar":
        return pillarId ? { kind, id: pillarId } : "carousels.make.errors.pillar";
    }
  };

  const run = (mode: "auto" | "template") => {
    const source = sourceOf();
    if (typeof source === "string") {
      setError(source);
      document.getElementById(`${formId}-${kind}`)?.focus();
      return;
    }
    setError(undefined);
    void make({ source, mode, lang: toLanguage(i18n.resolvedLanguage) });
    statusRef.current?.focus();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!running) run(llm && !useOutline ? "auto" : "template");
  };

  const sourceField = () => {
    const id = `${formId}-${kind}`;
    switch (kind) {
      case "topic":
        return (
          <SourceField id={id} label={t("carousels.make.topic")} error={error} hint={t("carousels.make.topicHint")}>
            {(control) => (
              <textarea
                {...control}
                rows={6}
                maxLength={MAKE_TOPIC_MAX}
                value={topic}
                onChange={(e) => setTopic(e.target.value)}
                className={textareaClass}
              />
            )}
          </SourceField>
        );
      case "post":
      case "note": {
        const q = kind === "post" ? posts : notes;
        const value = kind === "post" ? postId : noteId;
        const set = kind === "post" ? setPostId : setNoteId;
        const items = q.data ?? [];
        return (
          <SourceField
            id={id}
            label={t(`carousels.make.${kind}`)}
            error={error}
            hint={q.isSuccess && !items.length ? t(`carousels.make.no.${kind}`) : undefined}
          >
            {(control) => (
              <select {...control} value={value} onChange={(e) => set(e.target.value)} className={selectClass}>
                <option value="">{q.isPending ? t("carousels.loading") : t(`carousels.make.pick.${kind}`)}</option>
                {/* the one the page was opened for, when it is not among the latest */}
                {value && !items.some((item) => item.id === value) ? (
                  <option value={value}>{t(`carousels.make.asked.${kind}`)}</option>
                ) : null}
                {items.map((item) => (
                  <option key={item.id} value={item.id}>
                    {excerpt(item.body, t("carousels.make.untitled"))}
                  </option>
                ))}
              </select>
            )}
          </SourceField>
        );
      }
      case "pillar":
        return (
          <SourceField
            id={id}
            label={t("carousels.make.pillar")}
            error={error}
            hint={pillars.length ? undefined : t("carousels.make.no.pillar")}
          >
            {(control) => (
              <select
                {...control}
                value={pillarId}
                onChange={(e) => setPillarId(e.target.value)}
                className={selectClass}
              >
                {pillars.length ? null : <option value="">{t("carousels.make.pick.pillar")}</option>}
                {pillars.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            )}
          </SourceField>
        );
    }
  };

  return (
    <Page
      title={t("carousels.make.title")}
      description={t("carousels.make.description")}
      actions={
        <Link to="/carousel-editor" className={buttonVariants({ variant: "outline", size: "sm" })}>
          {t("carousels.allCarousels")}
        </Link>
      }
    >
      <form onSubmit={submit} className="flex max-w-2xl flex-col gap-5" aria-busy={running}>
        <fieldset className="flex flex-col gap-2" disabled={running}>
          <legend className="mb-2 text-sm font-medium">{t("carousels.make.from")}</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {KINDS.map((k) => (
              <label key={k} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${formId}-kind`}
                  value={k}
                  checked={kind === k}
                  onChange={() => {
                    setKind(k);
                    setError(undefined);
                  }}
                  className="size-4 accent-[var(--brand)]"
                />
                {t(`carousels.make.kinds.${k}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset disabled={running} className="flex flex-col gap-4">
          {sourceField()}
          {llm ? (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={useOutline}
                onChange={(e) => setUseOutline(e.target.checked)}
                className="size-4 accent-[var(--brand)]"
              />
              {t("carousels.make.useOutline")}
            </label>
          ) : (
            <p className="text-sm text-muted-foreground">{t("carousels.make.templateOnly")}</p>
          )}
        </fieldset>
        <div className="flex flex-wrap gap-2">
          {running ? (
            <Button type="button" variant="outline" onClick={cancel}>
              <Square aria-hidden className="size-4" />
              {t("carousels.make.cancel")}
            </Button>
          ) : (
            <Button type="submit">
              <WandSparkles aria-hidden className="size-4" />
              {t("carousels.make.submit")}
            </Button>
          )}
        </div>
      </form>
      <div ref={statusRef} tabIndex={-1} className="flex flex-col gap-3 outline-none">
        <p role="status" className="text-sm text-muted-foreground">
          {statusText(state.phase, state.mode, state.thinking, state.slides.length, t)}
        </p>
        {state.phase === "failed" && state.failure ? (
          <MakeFailed failure={state.failure} onOutline={() => run("template")} />
        ) : null}
        {preview.slides.length ? (
          <ol className="flex flex-wrap gap-3" aria-label={t("carousels.make.written")}>
            {preview.slides.map((slide, i) => (
              <li key={i} className="overflow-hidden rounded-md border">
                <SlidePreview
                  design={preview}
                  index={i}
                  width={128}
                  label={t("carousels.rail.slide", {
                    n: i + 1,
                    count: preview.slides.length,
                    layout: t(`carousels.layouts.${slide.layout}`),
                  })}
                />
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </Page>
  );
}

function statusText(
  phase: string,
  mode: string | null,
  thinking: boolean,
  count: number,
  t: (key: string, values?: Record<string, unknown>) => string,
): string {
  if (phase === "running") {
    if (thinking) return t("carousels.make.thinking");
    const who = mode === "template" ? t("carousels.make.byOutline") : mode === "llm" ? t("carousels.make.byModel") : "";
    return [who, t("carousels.make.progress", { count })].filter(Boolean).join(" ");
  }
  if (phase === "done") return t("carousels.make.opening");
  return "";
}

function MakeFailed({ failure, onOutline }: { failure: MakeFailure; onOutline: () => void }) {
  const { t } = useTranslation();
  const text = failure.code ? messageText(t, failure.code, "apiErrors.generic") : apiErrorText(failure.error, t);
  return (
    <div role="alert" className="flex flex-col items-start gap-2 rounded-md border border-destructive/40 p-3 text-sm">
      <p>{text}</p>
      {failure.templateAvailable ? (
        <Button type="button" size="sm" variant="outline" onClick={onOutline}>
          {t("carousels.make.outlineInstead")}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * A source field: the kit's Field, with the page's own "choose one" message (an i18n key: the kit's field errors are
 * contract message codes) tied to the control.
 */
function SourceField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (control: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => ReactNode;
}) {
  const { t } = useTranslation();
  const problemId = `${id}-problem`;
  return (
    <div className="flex flex-col gap-1.5">
      <Field id={id} label={label} hint={error ? undefined : hint}>
        {(control) =>
          children({
            ...control,
            "aria-invalid": !!error,
            "aria-describedby": error ? problemId : control["aria-describedby"],
          })
        }
      </Field>
      {error ? (
        <p id={problemId} className="text-sm text-destructive">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
