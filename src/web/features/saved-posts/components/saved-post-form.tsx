import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import type { Pillar } from "@contracts/strategy/schemas";
import { SAVED_POST_LIMITS as L } from "@contracts/saved-posts/rules";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n/use-translation";
import { toast } from "@/lib/ui/use-toast";
import { useCreateSavedPost } from "../api";
import {
  EMPTY_VALUES,
  SavedPostFields,
  checkValues,
  fieldErrorOf,
  firstErrorField,
  inputOf,
  type SavedPostErrors,
} from "./saved-post-fields";

export interface SavedPostPrefill {
  url?: string;
  text?: string;
}

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
    ...EMPTY_VALUES,
    sourceUrl: (prefill?.url ?? "").slice(0, L.urlMax),
    text: (prefill?.text ?? "").slice(0, L.textMax),
  });
  const [errors, setErrors] = useState<SavedPostErrors>({});
  // Save is disabled while it saves, which drops its focus: once done, a focus left on <body> goes back to it
  const saveRef = useRef<HTMLButtonElement>(null);
  const refocusSave = useRef(false);
  useEffect(() => {
    if (create.isPending || !refocusSave.current) return;
    refocusSave.current = false;
    if (document.activeElement === document.body) saveRef.current?.focus();
  }, [create.isPending]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = checkValues(values);
    setErrors(found);
    const invalid = firstErrorField(found);
    if (invalid) {
      document.getElementById(`saved-post-${invalid}`)?.focus();
      return;
    }
    refocusSave.current = true;
    try {
      await create.mutateAsync(inputOf(values));
    } catch (error) {
      const shown = fieldErrorOf(error);
      if (shown) {
        setErrors(shown);
        document.getElementById(`saved-post-${firstErrorField(shown)}`)?.focus();
      }
      return;
    }
    setValues(EMPTY_VALUES);
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
      <SavedPostFields
        idPrefix="saved-post"
        values={values}
        onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
        errors={errors}
        pillars={pillars}
        firstFieldRef={firstFieldRef}
        autoFocusAuthor={Boolean(prefill?.url || prefill?.text)}
      />
      <div className="flex justify-end">
        <Button ref={saveRef} type="submit" busy={create.isPending}>
          {t("savedPosts.form.save")}
        </Button>
      </div>
    </form>
  );
}
