import { POST_FORMATS, type PostFormat } from "@contracts/generation/rules";
import { useTranslation } from "@/lib/i18n/use-translation";
import { cn } from "@/lib/utils";

/**
 * The post formats as a wrap of radio chips (arrow keys move the choice, the browser's own radio group); each
 * format's one-line description is its radio's description, and the chosen one's shows under the chips.
 */
export function FormatPicker({ value, onChange }: { value: PostFormat; onChange: (format: PostFormat) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">{t("generatePost.form.format")}</legend>
      <div className="flex flex-wrap gap-1.5">
        {POST_FORMATS.map((f) => (
          <label
            key={f}
            className={cn(
              "cursor-pointer rounded-full border px-3 py-1.5 text-sm transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
              value === f
                ? "border-brand bg-brand/10 font-medium text-brand-text"
                : "text-muted-foreground hover:bg-accent hover:text-foreground",
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
            {t(`generatePost.formats.${f}.label`)}
            <span id={`format-${f}-description`} className="sr-only">
              {t(`generatePost.formats.${f}.description`)}
            </span>
          </label>
        ))}
      </div>
      <p aria-hidden className="text-xs text-muted-foreground">
        {t(`generatePost.formats.${value}.description`)}
      </p>
    </fieldset>
  );
}
