import { POST_FORMATS, type PostFormat } from "@contracts/generation/rules";
import { useTranslation } from "@/lib/use-translation";
import { cn } from "@/lib/utils";

/** The post formats as radio cards (name and a one-line description each); arrow keys move the choice. */
export function FormatPicker({ value, onChange }: { value: PostFormat; onChange: (format: PostFormat) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">{t("generatePost.form.format")}</legend>
      <div className="grid grid-cols-1 gap-1.5 min-[420px]:grid-cols-2">
        {POST_FORMATS.map((f) => (
          <label
            key={f}
            className={cn(
              "flex cursor-pointer flex-col gap-0.5 rounded-md border px-3 py-2 transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
              value === f ? "border-brand bg-brand/8 ring-1 ring-brand/40" : "hover:bg-accent/60",
            )}
          >
            <input
              type="radio"
              name="format"
              value={f}
              checked={value === f}
              onChange={() => onChange(f)}
              aria-describedby={`format-${f}-description`}
              className="sr-only"
            />
            <span className="text-sm font-medium">{t(`generatePost.formats.${f}.label`)}</span>
            <span id={`format-${f}-description`} className="text-xs leading-snug text-muted-foreground">
              {t(`generatePost.formats.${f}.description`)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
