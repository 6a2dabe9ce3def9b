import { useRef, useState, type FormEvent } from "react";
import { POST_FORMATS, type PostFormat } from "@contracts/generation/rules";
import { PROMPT_CODES, PROMPT_LIMITS } from "@contracts/prompts/rules";
import type { Prompt } from "@contracts/prompts/schemas";
import type { Pillar } from "@contracts/strategy/schemas";
import { Button } from "@/components/ui/button";
import { DialogActions, DialogShell } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input, selectClass, textareaClass } from "@/components/ui/input";
import { useTranslation } from "@/lib/i18n/use-translation";
import { cn } from "@/lib/utils";
import { useCreatePrompt, useUpdatePrompt } from "../api";
import { submitOnCtrlEnter } from "@/lib/ui/shortcuts";

interface Draft {
  name: string;
  text: string;
  pillarId: string | null;
  format: PostFormat | null;
}

const draftOf = (p: Prompt | null): Draft =>
  p
    ? { name: p.name, text: p.text, pillarId: p.pillarId, format: p.format }
    : { name: "", text: "", pillarId: null, format: null };

/** Create (prompt null) or edit a saved prompt in a modal: name, instructions with a counter, default pillar and format. */
export function PromptDialog({
  open,
  onOpenChange,
  prompt,
  pillars,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  prompt: Prompt | null;
  pillars: Pillar[];
}) {
  const { t } = useTranslation();
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      width="xl"
      title={t(prompt ? "prompts.dialog.editTitle" : "prompts.dialog.newTitle")}
      description={t("prompts.dialog.description")}
      closeLabel={t("common.close")}
    >
      {/* keyed by prompt: after a conflict the refreshed version is saved over, the typed text kept */}
      <PromptForm key={prompt?.id ?? "new"} prompt={prompt} pillars={pillars} onDone={() => onOpenChange(false)} />
    </DialogShell>
  );
}

function PromptForm({ prompt, pillars, onDone }: { prompt: Prompt | null; pillars: Pillar[]; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(prompt));
  const [errors, setErrors] = useState<{ name?: string; text?: string }>({});
  const create = useCreatePrompt();
  const update = useUpdatePrompt();
  const sending = useRef(false);
  const nf = new Intl.NumberFormat(i18n.resolvedLanguage ?? "en");
  const pillarMissing = draft.pillarId !== null && !pillars.some((p) => p.id === draft.pillarId);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // Ctrl+Enter submits even while the button is busy: a second press must not create the prompt twice
    if (sending.current) return;
    const found = {
      name: draft.name.trim() ? undefined : PROMPT_CODES.promptNameRequired,
      text: draft.text.trim() ? undefined : PROMPT_CODES.promptTextRequired,
    };
    setErrors(found);
    if (found.name || found.text) {
      document.getElementById(found.name ? "prompt-name" : "prompt-text")?.focus();
      return;
    }
    sending.current = true;
    const saved = await (
      prompt
        ? update.mutateAsync({ id: prompt.id, input: { version: prompt.version, ...draft } })
        : create.mutateAsync(draft)
    )
      .catch(() => null)
      .finally(() => (sending.current = false));
    if (saved) onDone();
  };

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => void submit(e)}
      // Ctrl+Enter saves from any field (Enter in the instructions is a new line)
      onKeyDown={submitOnCtrlEnter}
      noValidate
    >
      <Field id="prompt-name" label={t("prompts.form.name")} error={errors.name}>
        {(control) => (
          <Input
            {...control}
            value={draft.name}
            maxLength={PROMPT_LIMITS.nameMax}
            placeholder={t("prompts.form.namePlaceholder")}
            onChange={(e) => {
              setDraft({ ...draft, name: e.target.value });
              setErrors({ ...errors, name: undefined });
            }}
          />
        )}
      </Field>
      <Field
        id="prompt-text"
        label={t("prompts.form.text")}
        error={errors.text}
        hint={t("prompts.form.counter", {
          used: nf.format(draft.text.length),
          max: nf.format(PROMPT_LIMITS.textMax),
        })}
      >
        {(control) => (
          <textarea
            {...control}
            value={draft.text}
            maxLength={PROMPT_LIMITS.textMax}
            placeholder={t("prompts.form.textPlaceholder")}
            onChange={(e) => {
              setDraft({ ...draft, text: e.target.value });
              setErrors({ ...errors, text: undefined });
            }}
            className={cn(textareaClass, "min-h-40 resize-y")}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="prompt-pillar" label={t("prompts.form.pillar")}>
          {(control) => (
            <select
              {...control}
              className={selectClass}
              value={draft.pillarId ?? ""}
              onChange={(e) => setDraft({ ...draft, pillarId: e.target.value || null })}
            >
              <option value="">{t("prompts.form.anyPillar")}</option>
              {pillars.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
              {pillarMissing ? <option value={draft.pillarId ?? ""}>{t("editor.form.inactivePillar")}</option> : null}
            </select>
          )}
        </Field>
        <Field id="prompt-format" label={t("prompts.form.format")}>
          {(control) => (
            <select
              {...control}
              className={selectClass}
              value={draft.format ?? ""}
              onChange={(e) => setDraft({ ...draft, format: (e.target.value || null) as PostFormat | null })}
            >
              <option value="">{t("prompts.form.anyFormat")}</option>
              {POST_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {t(`generation.formats.${f}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <DialogActions cancelLabel={t("prompts.form.cancel")}>
        <Button type="submit" busy={create.isPending || update.isPending} title={t("prompts.form.saveHint")}>
          {t(prompt ? "prompts.form.save" : "prompts.form.create")}
        </Button>
      </DialogActions>
    </form>
  );
}
