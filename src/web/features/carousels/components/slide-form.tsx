import { Image as ImageIcon, Minus, Plus } from "lucide-react";
import { CAROUSEL_LIMITS, CODE_LANGUAGES, type Slide } from "@contracts/carousels/carousel";
import { useTranslation } from "@/lib/i18n/use-translation";
import { Button } from "@/components/ui/button";
import { Input, selectClass, textareaClass } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { memo } from "react";
import {
  PICKABLE_LAYOUTS,
  SLIDE_TEXT_FIELDS,
  emptyRequired,
  type PickableLayout,
  type SlideTextField,
} from "../slide-fields";

export const slideFieldId = (key: string) => `carousel-field-${key}`;

/**
 * The selected slide's layout and texts. Each change is one call of `onChange` with the fields changed and a key
 * naming the field (typing into one field is one undo step per pause).
 */
export function SlideForm({
  slide,
  index,
  onChange,
  onLayout,
  onPickImage,
}: {
  slide: Slide;
  index: number;
  onChange: (change: Record<string, unknown>, field: string) => void;
  onLayout: (layout: PickableLayout) => void;
  /** Opens the Library's images: the picked one makes this an image slide, or changes its image. */
  onPickImage: () => void;
}) {
  const { t } = useTranslation();
  const empty = new Set(emptyRequired(slide));
  const values = slide as unknown as Record<string, unknown>;

  return (
    <div className="flex flex-col gap-4">
      <LayoutSelect layout={slide.layout} onLayout={onLayout} onPickImage={onPickImage} />

      {SLIDE_TEXT_FIELDS[slide.layout].map((field) => (
        <TextField
          key={`${slide.layout}-${field.key}`}
          field={field}
          index={index}
          value={String(values[field.key] ?? "")}
          missing={empty.has(field.key)}
          onChange={onChange}
        />
      ))}

      {slide.layout === "list" ? <ListItems slide={slide} index={index} empty={empty} onChange={onChange} /> : null}

      {slide.layout === "code" ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor="carousel-code-language" className="text-sm font-medium">
            {t("carousels.fields.language")}
          </label>
          <select
            id="carousel-code-language"
            className={selectClass}
            value={slide.language}
            onChange={(e) => onChange({ language: e.target.value }, `${index}:language`)}
          >
            {CODE_LANGUAGES.map((lang) => (
              <option key={lang} value={lang}>
                {t(`carousels.languages.${lang}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      {slide.layout === "image" ? (
        <Button type="button" variant="outline" size="sm" className="self-start" onClick={onPickImage}>
          <ImageIcon aria-hidden className="size-4" />
          {t("carousels.image.change")}
        </Button>
      ) : null}

      {slide.layout === "image" ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor="carousel-image-fit" className="text-sm font-medium">
            {t("carousels.fields.fit")}
          </label>
          <select
            id="carousel-image-fit"
            className={selectClass}
            value={slide.fit}
            onChange={(e) => onChange({ fit: e.target.value }, `${index}:fit`)}
          >
            <option value="cover">{t("carousels.fit.cover")}</option>
            <option value="contain">{t("carousels.fit.contain")}</option>
          </select>
        </div>
      ) : null}
    </div>
  );
}

/** The layout picker; memoised, like each text field, so a key typed draws only the field typed into. */
const LayoutSelect = memo(function LayoutSelect({
  layout,
  onLayout,
  onPickImage,
}: {
  layout: Slide["layout"];
  onLayout: (layout: PickableLayout) => void;
  onPickImage: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="carousel-layout" className="text-sm font-medium">
        {t("carousels.form.layout")}
      </label>
      <select
        id="carousel-layout"
        className={selectClass}
        value={layout}
        // an image slide needs its image first: the Library opens, and the slide changes once one is picked
        onChange={(e) => (e.target.value === "image" ? onPickImage() : onLayout(e.target.value as PickableLayout))}
      >
        {PICKABLE_LAYOUTS.map((option) => (
          <option key={option} value={option}>
            {t(`carousels.layouts.${option}`)}
          </option>
        ))}
        <option value="image">{t("carousels.layouts.image")}</option>
      </select>
    </div>
  );
});

const TextField = memo(function TextField({
  field,
  index,
  value,
  missing,
  onChange,
}: {
  field: SlideTextField;
  index: number;
  value: string;
  missing: boolean;
  onChange: (change: Record<string, unknown>, field: string) => void;
}) {
  const { t } = useTranslation();
  const id = slideFieldId(field.key);
  const common = {
    id,
    value,
    maxLength: field.max,
    "aria-invalid": missing || undefined,
    "aria-describedby": missing ? `${id}-missing` : undefined,
    onChange: (e: { target: { value: string } }) => onChange({ [field.key]: e.target.value }, `${index}:${field.key}`),
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t(`carousels.fields.${field.key}`)}
        {/* a space, not only a margin: the label's name reads "Subtitle (optional)" */}
        {field.required ? null : (
          <span className="font-normal text-muted-foreground">{` ${t("carousels.form.optional")}`}</span>
        )}
      </label>
      {field.kind === "line" ? (
        <Input {...common} />
      ) : (
        <textarea
          {...common}
          rows={field.kind === "code" ? 8 : 3}
          spellCheck={field.kind !== "code"}
          className={cn(textareaClass, "resize-y", field.kind === "code" && "font-mono text-xs sm:text-xs")}
        />
      )}
      <FieldFoot id={id} missing={missing} length={[...value].length} max={field.max} />
      {field.key === "body" ? <p className="text-xs text-muted-foreground">{t("carousels.form.markupHint")}</p> : null}
    </div>
  );
});

function FieldFoot({ id, missing, length, max }: { id: string; missing: boolean; length: number; max: number }) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-between gap-2 text-xs">
      {missing ? (
        <span id={`${id}-missing`} className="font-medium text-destructive">
          {t("carousels.form.required")}
        </span>
      ) : (
        <span />
      )}
      {length > max * 0.8 ? <span className="text-muted-foreground tabular-nums">{`${length}/${max}`}</span> : null}
    </div>
  );
}

function ListItems({
  slide,
  index,
  empty,
  onChange,
}: {
  slide: Extract<Slide, { layout: "list" }>;
  index: number;
  empty: Set<string>;
  onChange: (change: Record<string, unknown>, field: string) => void;
}) {
  const { t } = useTranslation();
  const setItems = (items: string[], field: string) => onChange({ items }, `${index}:${field}`);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium">{t("carousels.fields.items")}</legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={slide.numbered}
          onChange={(e) => onChange({ numbered: e.target.checked }, `${index}:numbered`)}
          className="size-4 accent-[var(--primary)]"
        />
        {t("carousels.fields.numbered")}
      </label>
      {slide.items.map((item, i) => {
        const id = slideFieldId(`item${i}`);
        const missing = empty.has(`item${i}`);
        return (
          <div key={i} className="flex flex-col gap-1">
            <div className="flex items-center gap-2">
              <label htmlFor={id} className="sr-only">
                {t("carousels.fields.item", { n: i + 1 })}
              </label>
              <Input
                id={id}
                value={item}
                maxLength={CAROUSEL_LIMITS.itemMax}
                aria-invalid={missing || undefined}
                aria-describedby={missing ? `${id}-missing` : undefined}
                onChange={(e) =>
                  setItems(
                    slide.items.map((v, j) => (j === i ? e.target.value : v)),
                    `item${i}`,
                  )
                }
              />
              <Button
                type="button"
                size="icon"
                variant="ghost"
                disabled={slide.items.length <= CAROUSEL_LIMITS.listMinItems}
                aria-label={t("carousels.fields.removeItem", { n: i + 1 })}
                onClick={() => {
                  setItems(
                    slide.items.filter((_, j) => j !== i),
                    "items",
                  );
                  document.getElementById(slideFieldId(`item${Math.max(0, i - 1)}`))?.focus();
                }}
              >
                <Minus aria-hidden className="size-4" />
              </Button>
            </div>
            {missing ? (
              <span id={`${id}-missing`} className="text-xs font-medium text-destructive">
                {t("carousels.form.required")}
              </span>
            ) : null}
          </div>
        );
      })}
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="self-start"
        disabled={slide.items.length >= CAROUSEL_LIMITS.listMaxItems}
        onClick={() => {
          setItems([...slide.items, t("carousels.placeholders.list.newItem")], "items");
          requestAnimationFrame(() => document.getElementById(slideFieldId(`item${slide.items.length}`))?.focus());
        }}
      >
        <Plus aria-hidden className="size-4" />
        {t("carousels.fields.addItem")}
      </Button>
    </fieldset>
  );
}
