import { Link } from "@tanstack/react-router";
import { Sparkles, Square, WandSparkles } from "lucide-react";
import { useEffect, type FormEvent, type KeyboardEvent } from "react";
import { GENERATION_LIMITS, POST_LENGTHS, POST_LENGTH_TARGETS } from "@contracts/generation/rules";
import type { RequestedMode } from "@contracts/generation/rules";
import { LANGUAGES } from "@contracts/language";
import type { PillarMix } from "@contracts/planning/schemas";
import type { Prompt } from "@contracts/prompts/schemas";
import type { Pillar } from "@contracts/strategy/schemas";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, selectClass, textareaClass } from "@/components/ui/input";
import { useTranslation } from "@/lib/i18n/use-translation";
import { cn } from "@/lib/utils";
import type { FormErrors, FormValues } from "../form-values";
import { ChoiceGroup } from "./choice-group";
import { FormatPicker } from "./format-picker";
import { NotePicker } from "./note-picker";
import { isSubmitShortcut } from "@/lib/ui/shortcuts";

const LANGUAGE_NAMES = { en: "English", fr: "Français" } as const;

/**
 * What to write: pillar (the one most behind its target in the pillar mix preselected), topic or a note, format, tone, length,
 * language, an optional saved prompt. Ctrl/Cmd+Enter anywhere in the form generates.
 */
export function GenerateForm({
  values,
  onChange,
  errors,
  pillars,
  pillarsLoading = false,
  mix,
  prompts,
  llmAvailable,
  running,
  onSubmit,
  onCancel,
}: {
  values: FormValues;
  onChange: (patch: Partial<FormValues>) => void;
  errors: FormErrors;
  pillars: Pillar[];
  /** The pillars are still loading: not the same as having none. */
  pillarsLoading?: boolean;
  mix: PillarMix | null;
  prompts: Prompt[];
  llmAvailable: boolean;
  running: boolean;
  onSubmit: (mode: RequestedMode) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const nf = new Intl.NumberFormat(i18n.resolvedLanguage ?? "en");
  const behind = mix?.pillars.find((p) => p.pillarId === mix.mostBehindPillarId && p.gap > 0);
  // the topic is where writing starts: it takes the focus when the page shows, unless the user is already elsewhere
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) document.getElementById("gen-topic")?.focus();
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!running) onSubmit(llmAvailable ? "auto" : "template");
  };
  const onKey = (e: KeyboardEvent<HTMLFormElement>) => {
    if (isSubmitShortcut(e)) {
      e.preventDefault();
      if (!running) onSubmit(llmAvailable ? "auto" : "template");
    }
  };
  const pickPrompt = (id: string) => {
    const prompt = prompts.find((p) => p.id === id);
    onChange({
      promptId: prompt?.id ?? null,
      ...(prompt?.format ? { format: prompt.format } : {}),
      ...(prompt?.pillarId && pillars.some((p) => p.id === prompt.pillarId) ? { pillarId: prompt.pillarId } : {}),
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      onKeyDown={onKey}
      aria-labelledby="generate-form-title"
      className="flex flex-col gap-5 rounded-xl border bg-card p-4 shadow-xs sm:p-5"
    >
      <h2 id="generate-form-title" className="text-base font-semibold">
        {t("generatePost.form.title")}
      </h2>

      <Field
        id="gen-pillar"
        label={t("generatePost.form.pillar")}
        hint={
          behind && values.pillarId === behind.pillarId ? (
            t("generatePost.form.mostBehind", {
              planned: nf.format(behind.scheduled + behind.drafts),
              target: nf.format(behind.target),
              weeks: mix?.weeks ?? 4,
            })
          ) : pillarsLoading ? (
            t("generatePost.form.pillarsLoading")
          ) : pillars.length === 0 ? (
            <Link to="/strategy" className="font-medium text-brand-text underline underline-offset-4">
              {t("generatePost.form.noPillars")}
            </Link>
          ) : undefined
        }
      >
        {(control) => (
          <select
            {...control}
            className={selectClass}
            value={values.pillarId ?? ""}
            onChange={(e) => onChange({ pillarId: e.target.value || null })}
          >
            <option value="">{t("generatePost.form.noPillar")}</option>
            {pillars.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
                {behind?.pillarId === p.id ? ` · ${t("generatePost.form.behindTag")}` : ""}
              </option>
            ))}
          </select>
        )}
      </Field>

      <div className="grid gap-2">
        <Field
          id="gen-topic"
          label={t("generatePost.form.topic")}
          error={errors.topic}
          hint={values.note ? t("generatePost.form.topicWithNote") : t("generatePost.form.topicHint")}
        >
          {(control) => (
            <textarea
              {...control}
              // the server's markup focuses the topic as the page parses (the effect above does it once the app
              // runs, too late for what is typed on the server-rendered page; the take-over keeps that focus)
              autoFocus={typeof document === "undefined"}
              value={values.topic}
              onChange={(e) => onChange({ topic: e.target.value })}
              maxLength={GENERATION_LIMITS.topicMax + 100}
              rows={3}
              placeholder={t("generatePost.form.topicPlaceholder")}
              className={cn(textareaClass, "min-h-20 resize-y")}
            />
          )}
        </Field>
        <NotePicker note={values.note} onPick={(note) => onChange({ note })} />
      </div>

      <FormatPicker value={values.format} onChange={(format) => onChange({ format })} />

      <Field
        id="gen-tone"
        label={t("generatePost.form.tone")}
        error={errors.tone}
        hint={t("generatePost.form.toneHint")}
      >
        {(control) => (
          <Input
            {...control}
            value={values.tone}
            onChange={(e) => onChange({ tone: e.target.value })}
            placeholder={t("generatePost.form.tonePlaceholder")}
            autoComplete="off"
          />
        )}
      </Field>

      <div className="grid items-start gap-5 min-[420px]:grid-cols-2 lg:grid-cols-1">
        <ChoiceGroup
          name="length"
          legend={t("generatePost.form.length")}
          value={values.length}
          onChange={(length) => onChange({ length })}
          options={POST_LENGTHS.map((l) => ({ value: l, label: t(`generatePost.lengths.${l}`) }))}
          hint={t("generatePost.form.lengthHint", {
            min: nf.format(POST_LENGTH_TARGETS[values.length].min),
            max: nf.format(POST_LENGTH_TARGETS[values.length].max),
          })}
        />
        <ChoiceGroup
          name="language"
          legend={t("generatePost.form.language")}
          value={values.language}
          onChange={(language) => onChange({ language })}
          options={LANGUAGES.map((l) => ({ value: l, label: <span lang={l}>{LANGUAGE_NAMES[l]}</span> }))}
        />
      </div>

      <Field
        id="gen-prompt"
        label={t("generatePost.form.prompt")}
        hint={
          !prompts.length
            ? t("generatePost.form.promptNone")
            : // the built-in templates cannot follow free instructions: said where the prompt is picked
              llmAvailable
              ? t("generatePost.form.promptHint")
              : t("generatePost.form.promptTemplate")
        }
      >
        {(control) => (
          <select
            {...control}
            className={selectClass}
            value={values.promptId ?? ""}
            onChange={(e) => pickPrompt(e.target.value)}
          >
            <option value="">{t("generatePost.form.noPrompt")}</option>
            {prompts.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        )}
      </Field>

      {/* stays in view at the bottom of the window while the form is taller than it (1280x800 included) */}
      <div className="sticky bottom-0 z-10 -mx-4 -mb-4 flex flex-col gap-2 rounded-b-xl border-t bg-card px-4 pt-4 pb-4 sm:-mx-5 sm:-mb-5 sm:px-5 sm:pb-5">
        {running ? (
          <Button type="button" variant="outline" onClick={onCancel} className="w-full">
            <Square aria-hidden className="size-3.5 fill-current" />
            {t("generatePost.output.cancel")}
          </Button>
        ) : (
          <Button type="submit" size="lg" className="w-full">
            {llmAvailable ? <Sparkles aria-hidden /> : <WandSparkles aria-hidden />}
            {llmAvailable ? t("generatePost.form.submit") : t("generatePost.form.submitTemplate")}
          </Button>
        )}
        <p className="text-center text-xs text-muted-foreground">
          {llmAvailable ? t("generatePost.form.shortcut") : t("generatePost.form.aiOff")}
        </p>
      </div>
    </form>
  );
}
