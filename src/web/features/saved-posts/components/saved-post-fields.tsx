import type { RefObject } from "react";
import type { CreateSavedPostInput, SavedPost } from "@contracts/saved-posts/schemas";
import type { Pillar } from "@contracts/strategy/schemas";
import { SAVED_POST_CODES, SAVED_POST_LIMITS as L } from "@contracts/saved-posts/rules";
import { canonicalSourceUrl } from "@shared/saved-posts/canonical-url";
import { Field } from "@/components/ui/field";
import { Input, selectClass, textareaClass } from "@/components/ui/input";
import { ApiError } from "@/lib/api/api-client";
import { useTranslation } from "@/lib/i18n/use-translation";
import { cn } from "@/lib/utils";

/** What the form holds: every field as typed (tags as one comma-separated line). */
export const EMPTY_VALUES = {
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
export type SavedPostValues = typeof EMPTY_VALUES;
export type SavedPostErrors = Partial<Record<"sourceUrl" | "text", string>>;

export const valuesOf = (post: SavedPost): SavedPostValues => ({
  sourceUrl: post.sourceUrl ?? "",
  text: post.text,
  authorName: post.authorName,
  hookPattern: post.hookPattern,
  format: post.format,
  angle: post.angle,
  whySaved: post.whySaved,
  tags: post.tags.join(", "),
  pillarId: post.pillarId ?? "",
  figures: post.figures,
});

export const inputOf = (v: SavedPostValues) =>
  ({
    sourceUrl: v.sourceUrl.trim() || null,
    text: v.text,
    authorName: v.authorName,
    hookPattern: v.hookPattern,
    format: v.format,
    angle: v.angle,
    whySaved: v.whySaved,
    tags: v.tags.split(",").filter((x) => x.trim()),
    pillarId: v.pillarId || null,
    figures: v.figures,
  }) satisfies CreateSavedPostInput;

/** The checks made before sending (the server makes them again): a link that is http(s), the text or the link. */
export function checkValues(v: SavedPostValues): SavedPostErrors {
  const found: SavedPostErrors = {};
  const url = v.sourceUrl.trim();
  if (url && !canonicalSourceUrl(url).ok) found.sourceUrl = SAVED_POST_CODES.savedPostUrlInvalid;
  if (!url && !v.text.trim()) found.text = SAVED_POST_CODES.savedPostEmpty;
  return found;
}

/** A refusal shown beside its field (a duplicate link, a field's problem), or null when it is not one. */
export function fieldErrorOf(error: unknown): SavedPostErrors | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === "SAVED_POST_DUPLICATE") return { sourceUrl: "SAVED_POST_DUPLICATE" };
  const issue = error.issues[0];
  if (!issue) return null;
  const field = issue.path === "sourceUrl" ? "sourceUrl" : "text";
  return { [field]: issue.max === undefined ? issue.code : `${issue.code}:${issue.max}` };
}

/** The field of the first error, to focus. */
export const firstErrorField = (errors: SavedPostErrors): "url" | "text" | null =>
  errors.sourceUrl ? "url" : errors.text ? "text" : null;

/**
 * The saved post's fields: a link and/or the text first (what capture needs), then what makes it worth keeping.
 * `idPrefix` names every control (`${idPrefix}-url`, `-author`, `-text`, …): the paste form and the edit dialog
 * are on one page.
 */
export function SavedPostFields({
  idPrefix,
  values,
  onChange,
  errors,
  pillars,
  firstFieldRef,
  autoFocusAuthor = false,
}: {
  idPrefix: string;
  values: SavedPostValues;
  onChange: (key: keyof SavedPostValues, value: string) => void;
  errors: SavedPostErrors;
  pillars: Pillar[];
  firstFieldRef?: RefObject<HTMLInputElement | null>;
  autoFocusAuthor?: boolean;
}) {
  const { t } = useTranslation();
  const set = (key: keyof SavedPostValues) => (e: { target: { value: string } }) => onChange(key, e.target.value);
  const pillarMissing = values.pillarId !== "" && !pillars.some((p) => p.id === values.pillarId);
  return (
    <>
      <div className="grid items-start gap-4 md:grid-cols-[2fr_1fr]">
        <Field
          id={`${idPrefix}-url`}
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
        <Field id={`${idPrefix}-author`} label={t("savedPosts.form.author")}>
          {(control) => (
            <Input
              {...control}
              // from the bookmarklet, the server's markup focuses the author as the page parses (the page's effect
              // does it once the app runs, too late for what is typed before; the take-over keeps that focus)
              autoFocus={autoFocusAuthor && typeof document === "undefined"}
              maxLength={L.authorMax}
              value={values.authorName}
              onChange={set("authorName")}
            />
          )}
        </Field>
      </div>
      <Field id={`${idPrefix}-text`} label={t("savedPosts.form.text")} error={errors.text}>
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
        <Field id={`${idPrefix}-hook`} label={t("savedPosts.form.hookPattern")}>
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
        <Field id={`${idPrefix}-format`} label={t("savedPosts.form.format")}>
          {(control) => <Input {...control} maxLength={L.shortMax} value={values.format} onChange={set("format")} />}
        </Field>
        <Field id={`${idPrefix}-angle`} label={t("savedPosts.form.angle")}>
          {(control) => <Input {...control} maxLength={L.angleMax} value={values.angle} onChange={set("angle")} />}
        </Field>
        <Field id={`${idPrefix}-why`} label={t("savedPosts.form.why")}>
          {(control) => <Input {...control} maxLength={L.whyMax} value={values.whySaved} onChange={set("whySaved")} />}
        </Field>
        <Field id={`${idPrefix}-tags`} label={t("savedPosts.form.tags")}>
          {(control) => (
            <Input
              {...control}
              value={values.tags}
              onChange={set("tags")}
              placeholder={t("savedPosts.form.tagsPlaceholder")}
            />
          )}
        </Field>
        <Field id={`${idPrefix}-pillar`} label={t("savedPosts.form.pillar")}>
          {(control) => (
            <select {...control} value={values.pillarId} onChange={set("pillarId")} className={selectClass}>
              <option value="">{t("savedPosts.form.noPillar")}</option>
              {pillars.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
              {pillarMissing ? <option value={values.pillarId}>{t("savedPosts.form.inactivePillar")}</option> : null}
            </select>
          )}
        </Field>
        <Field id={`${idPrefix}-figures`} label={t("savedPosts.form.figures")} className="md:col-span-2">
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
    </>
  );
}
