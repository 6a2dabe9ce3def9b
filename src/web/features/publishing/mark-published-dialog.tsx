import { useState, type FormEvent } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import { linkedinPostUrlSchema } from "@contracts/publishing/schemas";
import { Button } from "@/components/ui/button";
import { DialogActions, DialogShell } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { apiErrorText } from "@/lib/api/api-error-text";
import { isVersionConflict, usePublishingAction } from "@/entities/publishing/api";

/**
 * The answer to a post that needs checking when it is on LinkedIn: published, with its link when the user pastes
 * it (checked by the contract's own rule: https, linkedin.com).
 */
export default function MarkPublishedDialog({
  open,
  onOpenChange,
  post,
  onCloseAutoFocus,
  onMarked,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  post: { id: string; version: number };
  /** Where the focus goes once it closes (default: back to the button that opened it). */
  onCloseAutoFocus?: (event: Event) => void;
  /** Called once the post is marked published (before the dialog closes). */
  onMarked?: () => void;
}) {
  const { t } = useTranslation();
  const mark = usePublishingAction(null);
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) {
      setUrl("");
      setError(undefined);
      setProblem(null);
    }
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const given = url.trim();
    const checked = given ? linkedinPostUrlSchema.safeParse(given) : null;
    if (checked && !checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    mark.mutate(
      {
        kind: "markPublished",
        id: post.id,
        input: { version: post.version, ...(checked ? { url: checked.data } : {}) },
      },
      {
        onSuccess: () => {
          onMarked?.();
          onOpenChange(false);
        },
        onError: (err) =>
          setProblem(isVersionConflict(err) ? t("publishing.markPublished.conflict") : apiErrorText(err, t)),
      },
    );
  };

  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t("publishing.markPublished.title")}
      description={t("publishing.markPublished.description")}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <Field
          id="mark-published-url"
          label={t("publishing.markPublished.url")}
          hint={t("publishing.markPublished.urlHint")}
          error={error}
        >
          {(control) => (
            <Input {...control} type="url" inputMode="url" value={url} onChange={(e) => setUrl(e.target.value)} />
          )}
        </Field>
        {problem ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        ) : null}
        <DialogActions cancelLabel={t("publishing.markPublished.cancel")}>
          <Button type="submit" busy={mark.isPending}>
            {t(mark.isPending ? "publishing.markPublished.submitting" : "publishing.markPublished.submit")}
          </Button>
        </DialogActions>
      </form>
    </DialogShell>
  );
}
