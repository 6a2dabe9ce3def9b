import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import type { Pillar } from "@contracts/strategy/schemas";
import { SAVED_POST_CODES, SAVED_POST_LIMITS as L } from "@contracts/saved-posts/rules";
import { canonicalSourceUrl } from "@shared/saved-posts/canonical-url";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, selectClass, textareaClass } from "@/components/ui/input";
import { ApiError } from "@/lib/api/api-client";
import { useTranslation } from "@/lib/i18n/use-translation";
import { toast } from "@/lib/ui/use-toast";
import { cn } from "@/lib/utils";
import { useCreateSavedPost } from "../api";

export interface SavedPostPrefill {
  url?: string;
  text?: string;
}

type Errors = Partial<Record<"sourceUrl" | "text", string>>;

const EMPTY = {
  sourceUrl: "",
  text: "",
  authorName: "",
  hookPattern: "",
  format: "",
  angle: "",
  whySaved: "",
  tags: "",
  pillarId: "",
  figures: "",
};

/** The paste form: a link and/or the text first (what capture needs), then what makes the post worth keeping. */
export function SavedPostForm({
  prefill,
  pillars,
  firstFieldRef,
  onSaved,
}: {
  prefill?: SavedPostPrefill;
  pillars: Pillar[];
  firstFieldRef?: RefObject<HTMLInputElement | null>;
  onSaved?: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateSavedPost();
  const [values, setValues] = useState({
    ...EMPTY,
    sourceUrl: (prefill?.url ?? "").slice(0, L.urlMax),
    text: (prefill?.text ?? "").slice(0, L.textMax),
  });
  const [errors, setErrors] = useState<Errors>({});
  // Save is disabled while it saves, which drops its focus: once done, a focus left on <body> goes back to it
  const saveRef = useRef<HTMLButtonElement>(null);
  const refocusSave = useRef(false);
  useEffect(() => {
    if (create.isPending || !refocusSave.current) return;
    refocusSave.current = false;
    if (document.activeElement === document.body) saveRef.current?.focus();
  }, [create.isPending]);
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Errors = {};
    const url = values.sourceUrl.trim();
    if (url && !canonicalSourceUrl(url).ok) found.sourceUrl = SAVED_POST_CODES.savedPostUrlInvalid;
    if (!url && !values.text.trim()) found.text = SAVED_POST_CODES.savedPostEmpty;
    setErrors(found);
    if (found.sourceUrl || found.text) {
      document.getElementById(found.sourceUrl ? "saved-post-url" : "saved-post-text")?.focus();
      return;
    }
    refocusSave.current = true;
    try {
      await create.mutateAsync({
        sourceUrl: url || null,
        text: values.text,
        authorName: values.authorName,
        hookPattern: values.hookPattern,
        format: values.format,
        angle: values.angle,
        whySaved: values.whySaved,
        tags: values.tags.split(",").filter((x) => x.trim()),
        pillarId: values.pillarId || null,
        figures: values.figures,
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === "SAVED_POST_DUPLICATE") {
        setErrors({ sourceUrl: "SAVED_POST_DUPLICATE" });
        document.getElementById("saved-post-url")?.focus();
      } else if (error instanceof ApiError && error.issues.length) {
        const issue = error.issues[0];
        const field = issue.path === "sourceUrl" ? "sourceUrl" : "text";
        setErrors({ [field]: issue.max === undefined ? issue.code : `${issue.code}:${issue.max}` });
        document.getElementById(field === "sourceUrl" ? "saved-post-url" : "saved-post-text")?.focus();
      }
      return;
    }
    setValues(EMPTY);
    setErrors({});
    toast({ title: t("savedPosts.form.saved") });
    onSaved?.();
    firstFieldRef?.current?.focus();
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="saved-post-form-heading"
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-xs"
    >
      <h2 id="saved-post-form-heading" className="text-base font-semibold">
        {t("savedPosts.form.heading")}
      </h2>
      {prefill?.url || prefill?.text ? (
        <p className="text-sm text-muted-foreground">{t("savedPosts.form.fromBookmarklet")}</p>
      ) : null}
      <div className="grid items-start gap-4 md:grid-cols-[2fr_1fr]">
        <Field
          id="saved-post-url"
          label={t("savedPosts.form.url")}
          hint={t("savedPosts.form.urlHint")}
          error={errors.sourceUrl}
        >
          {(control) => (
            <Input
              {...control}
              ref={firstFieldRef}
              type="url"
              inputMode="url"
              autoComplete="off"
              maxLength={L.urlMax}
              value={values.sourceUrl}
              onChange={set("sourceUrl")}
              placeholder="https://www.linkedin.com/posts/…"
            />
          )}
        </Field>
        <Field id="saved-post-author" label={t("savedPosts.form.author")}>
          {(control) => (
            <Input
              {...control}
              // from the bookmarklet, the server's markup focuses the author as the page parses (the page's effect
              // does it once the app runs, too late for what is typed before; the take-over keeps that focus)
              autoFocus={Boolean(prefill?.url || prefill?.text) && typeof document === "undefined"}
              maxLength={L.authorMax}
              value={values.authorName}
              onChange={set("authorName")}
            />
          )}
        </Field>
      </div>
      <Field id="saved-post-text" label={t("savedPosts.form.text")} error={errors.text}>
        {(control) => (
          <textarea
            {...control}
            maxLength={L.textMax}
            value={values.text}
            onChange={set("text")}
            placeholder={t("savedPosts.form.textPlaceholder")}
            className={cn(textareaClass, "min-h-32 resize-y")}
          />
        )}
      </Field>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-sm font-medium text-muted-foreground">{t("savedPosts.form.more")}</legend>
        <Field id="saved-post-hook" label={t("savedPosts.form.hookPattern")}>
          {(control) => (
            <Input
              {...control}
              maxLength={L.shortMax}
              value={values.hookPattern}
              onChange={set("hookPattern")}
              placeholder={t("savedPosts.form.hookPlaceholder")}
            />
          )}
        </Field>
        <Field id="saved-post-format" label={t("savedPosts.form.format")}>
          {(control) => <Input {...control} maxLength={L.shortMax} value={values.format} onChange={set("format")} />}
        </Field>
        <Field id="saved-post-angle" label={t("savedPosts.form.angle")}>
          {(control) => <Input {...control} maxLength={L.angleMax} value={values.angle} onChange={set("angle")} />}
        </Field>
        <Field id="saved-post-why" label={t("savedPosts.form.why")}>
          {(control) => <Input {...control} maxLength={L.whyMax} value={values.whySaved} onChange={set("whySaved")} />}
        </Field>
        <Field id="saved-post-tags" label={t("savedPosts.form.tags")}>
          {(control) => (
            <Input
              {...control}
              value={values.tags}
              onChange={set("tags")}
              placeholder={t("savedPosts.form.tagsPlaceholder")}
            />
          )}
        </Field>
        <Field id="saved-post-pillar" label={t("savedPosts.form.pillar")}>
          {(control) => (
            <select {...control} value={values.pillarId} onChange={set("pillarId")} className={selectClass}>
              <option value="">{t("savedPosts.form.noPillar")}</option>
              {pillars.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="saved-post-figures" label={t("savedPosts.form.figures")} className="md:col-span-2">
          {(control) => (
            <Input
              {...control}
              maxLength={L.figuresMax}
              value={values.figures}
              onChange={set("figures")}
              placeholder={t("savedPosts.form.figuresPlaceholder")}
            />
          )}
        </Field>
      </fieldset>
      <div className="flex justify-end">
        <Button ref={saveRef} type="submit" busy={create.isPending}>
          {t("savedPosts.form.save")}
        </Button>
      </div>
    </form>
  );
}
