import { useEffect, useRef, useState, type FormEvent } from "react";
import type { SavedPost } from "@contracts/saved-posts/schemas";
import type { Pillar } from "@contracts/strategy/schemas";
import { Button } from "@/components/ui/button";
import { DialogActions, DialogShell } from "@/components/ui/dialog";
import { ApiError } from "@/lib/api/api-client";
import { apiErrorText } from "@/lib/api/api-error-text";
import { useTranslation } from "@/lib/i18n/use-translation";
import { toast } from "@/lib/ui/use-toast";
import { useUpdateSavedPost } from "../api";
import {
  SavedPostFields,
  checkValues,
  fieldErrorOf,
  firstErrorField,
  inputOf,
  valuesOf,
  type SavedPostErrors,
} from "./saved-post-fields";
import { submitOnCtrlEnter } from "@/lib/ui/shortcuts";

const PREFIX = "saved-post-edit";

/**
 * Edit a saved post in a modal: the paste form's fields and checks. Closed, the focus goes back to the card's Edit
 * button (DialogShell). Saved at the version it opened on: changed elsewhere meanwhile, the server answers
 * 409, the list is read again (this dialog's `post` with it), and the form says so and keeps what was typed: saving
 * again then writes it over the newer version, knowingly.
 */
export function SavedPostEditDialog({
  open,
  onOpenChange,
  post,
  pillars,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  post: SavedPost;
  pillars: Pillar[];
}) {
  const { t } = useTranslation();
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      width="3xl"
      title={t("savedPosts.edit.title")}
      description={t("savedPosts.edit.description")}
      closeLabel={t("common.close")}
    >
      {/* mounted while open only: each opening starts from the post as it is now */}
      {open ? <EditForm post={post} pillars={pillars} onDone={() => onOpenChange(false)} /> : null}
    </DialogShell>
  );
}

function EditForm({ post, pillars, onDone }: { post: SavedPost; pillars: Pillar[]; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateSavedPost();
  const [values, setValues] = useState(() => valuesOf(post));
  const [errors, setErrors] = useState<SavedPostErrors>({});
  // a failure not tied to a field: a conflict, or the save not done (offline, the server out of reach)
  const [failure, setFailure] = useState<{ conflict: true } | { conflict: false; reason: string } | null>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const sending = useRef(false);
  // Save is disabled while it saves, which drops its focus: after a failure it gets it back, to save again
  const refocusSave = useRef(false);
  useEffect(() => {
    if (update.isPending || !refocusSave.current) return;
    refocusSave.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || active.getAttribute("role") === "dialog") saveRef.current?.focus();
  }, [update.isPending]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // Ctrl+Enter submits even while the button is busy: one change at a time
    if (sending.current) return;
    const found = checkValues(values);
    setErrors(found);
    setFailure(null);
    const invalid = firstErrorField(found);
    if (invalid) {
      document.getElementById(`${PREFIX}-${invalid}`)?.focus();
      return;
    }
    sending.current = true;
    refocusSave.current = true;
    try {
      await update.mutateAsync({ id: post.id, input: { version: post.version, ...inputOf(values) } });
    } catch (error) {
      const shown = fieldErrorOf(error);
      if (shown) {
        setErrors(shown);
        document.getElementById(`${PREFIX}-${firstErrorField(shown)}`)?.focus();
      } else {
        setFailure(
          error instanceof ApiError && error.code === "VERSION_CONFLICT"
            ? { conflict: true }
            : { conflict: false, reason: apiErrorText(error, t) },
        );
      }
      return;
    } finally {
      sending.current = false;
    }
    refocusSave.current = false;
    toast({ title: t("savedPosts.edit.saved") });
    onDone();
  };

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => void submit(e)}
      // Ctrl+Enter saves from any field (Enter in the text is a new line)
      onKeyDown={submitOnCtrlEnter}
      noValidate
    >
      {failure ? (
        <div role="alert" className="rounded-md border border-destructive/40 p-3 text-sm text-destructive">
          {failure.conflict ? (
            <p>{t("savedPosts.edit.conflict")}</p>
          ) : (
            <>
              <p className="font-medium">{t("savedPosts.edit.failed")}</p>
              <p>{failure.reason}</p>
            </>
          )}
        </div>
      ) : null}
      <SavedPostFields
        idPrefix={PREFIX}
        values={values}
        onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
        errors={errors}
        pillars={pillars}
      />
      <DialogActions cancelLabel={t("savedPosts.form.cancel")}>
        <Button ref={saveRef} type="submit" busy={update.isPending} title={t("savedPosts.edit.saveHint")}>
          {t("savedPosts.edit.save")}
        </Button>
      </DialogActions>
    </form>
  );
}
