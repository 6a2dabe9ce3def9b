import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "@/lib/i18n/use-translation";
import type { z } from "zod";
import { CONTENT_FORMATS, FREQUENCIES, pillarFieldsSchema, type Pillar } from "@contracts/strategy/schemas";
import { Button } from "@/components/ui/button";
import { Input, selectClass, textareaClass } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { formatLabel, frequencyLabel } from "../labels";
import { messageText } from "@/lib/forms/validation-message";
import { cn } from "@/lib/utils";

type PillarFields = z.infer<typeof pillarFieldsSchema>;

/** SPEC §2 Edit Pillar form. */
export function PillarForm({
  pillar,
  onCancel,
  onSave,
}: {
  pillar: Pillar;
  onCancel: () => void;
  onSave: (values: PillarFields) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? "en";
  const frequency = (FREQUENCIES as readonly string[]).includes(pillar.frequency) ? pillar.frequency : FREQUENCIES[1];
  const form = useForm<PillarFields>({
    resolver: zodResolver(pillarFieldsSchema),
    defaultValues: {
      name: pillar.name,
      description: pillar.description,
      purpose: pillar.purpose,
      targetAudience: pillar.targetAudience,
      formats: pillar.formats.filter((f): f is PillarFields["formats"][number] =>
        (CONTENT_FORMATS as readonly string[]).includes(f),
      ),
      engagementStyle: pillar.engagementStyle,
      frequency: frequency as PillarFields["frequency"],
      isActive: pillar.isActive,
    },
  });
  const { register, control, formState, setFocus } = form;
  const nameError = formState.errors.name?.message;
  const formatsError = formState.errors.formats?.message;
  const formRef = useRef<HTMLFormElement>(null);

  // Opened from a card further down the page: show the form from its top, the focus in its first field.
  useEffect(() => {
    formRef.current?.scrollIntoView?.({ block: "start" });
    setFocus("name");
  }, [setFocus]);
  const id = (f: string) => `pillar-${pillar.id}-${f}`;
  const text = (field: "description" | "purpose" | "targetAudience" | "engagementStyle", label: string) => (
    <div className="grid gap-2">
      <Label htmlFor={id(field)}>{label}</Label>
      <textarea id={id(field)} rows={2} className={cn(textareaClass, "min-h-20")} {...register(field)} />
    </div>
  );

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => void form.handleSubmit(onSave)(e)}
      aria-labelledby={id("heading")}
      className="flex scroll-mt-20 flex-col gap-5 rounded-xl border bg-card p-5 shadow-xs sm:p-6"
    >
      <h3 id={id("heading")} className="text-lg font-semibold tracking-tight">
        {t("strategy.edit.title")}
      </h3>
      <div className="grid gap-2">
        <Label htmlFor={id("name")}>{t("strategy.edit.name")}</Label>
        <Input
          id={id("name")}
          aria-invalid={!!nameError}
          aria-describedby={nameError ? id("name-error") : undefined}
          {...register("name")}
        />
        {nameError ? (
          <p id={id("name-error")} role="alert" className="text-sm font-medium text-destructive">
            {messageText(t, nameError, "strategy.validation.nameRequired")}
          </p>
        ) : null}
      </div>
      {text("description", t("strategy.pillar.description"))}
      {text("purpose", t("strategy.pillar.purpose"))}
      {text("targetAudience", t("strategy.pillar.targetAudience"))}
      <Controller
        control={control}
        name="formats"
        render={({ field }) => (
          <fieldset className="grid gap-2" aria-describedby={formatsError ? id("formats-error") : undefined}>
            <legend className="mb-2 text-sm leading-none font-medium">{t("strategy.pillar.formats")}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {CONTENT_FORMATS.map((f) => {
                const checked = field.value.includes(f);
                return (
                  <label
                    key={f}
                    className="flex cursor-pointer items-center gap-2.5 rounded-md border px-3 py-2 text-sm hover:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
                  >
                    <input
                      type="checkbox"
                      ref={f === CONTENT_FORMATS[0] ? field.ref : undefined}
                      className="size-4 accent-[var(--primary)]"
                      checked={checked}
                      onChange={() =>
                        field.onChange(checked ? field.value.filter((x) => x !== f) : [...field.value, f])
                      }
                    />
                    {formatLabel(f, lang)}
                  </label>
                );
              })}
            </div>
            {formatsError ? (
              <p id={id("formats-error")} role="alert" className="text-sm font-medium text-destructive">
                {messageText(t, formatsError, "strategy.validation.formatsRequired")}
              </p>
            ) : null}
          </fieldset>
        )}
      />
      {text("engagementStyle", t("strategy.pillar.engagementStyle"))}
      <div className="grid gap-2">
        <Label htmlFor={id("frequency")}>{t("strategy.pillar.frequency")}</Label>
        <select id={id("frequency")} className={selectClass} {...register("frequency")}>
          {FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {frequencyLabel(f, lang)}
            </option>
          ))}
        </select>
      </div>
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <div className="flex items-center justify-between gap-3 rounded-md border px-3 py-3">
            <Label htmlFor={id("active")}>{t("strategy.pillar.active")}</Label>
            <Switch id={id("active")} checked={field.value} onCheckedChange={field.onChange} />
          </div>
        )}
      />
      <div className="flex flex-col-reverse gap-2 border-t pt-5 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {t("strategy.edit.cancel")}
        </Button>
        <Button type="submit" busy={formState.isSubmitting}>
          {t("strategy.edit.save")}
        </Button>
      </div>
    </form>
  );
}

export type { PillarFields };
