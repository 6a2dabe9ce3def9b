import {
  CAROUSEL_FONTS,
  CAROUSEL_LIMITS,
  type CarouselDesign,
  type CarouselSize,
  type CarouselTheme,
} from "@contracts/carousels/carousel";
import { memo } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import { Input, selectClass } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { sameLook } from "../deck-edits";

const COLOURS = ["background", "text", "accent"] as const;
const FONTS = ["headingFont", "bodyFont"] as const;

/**
 * The whole carousel's look: size, colours, fonts, author line, counter and swipe arrow. The brand kit (a
 * workspace's colours, fonts, logo and handle, built on its own branch) will offer to fill these from one place,
 * in the slot the editor keeps above this form.
 */
export const DeckForm = memo(DeckFormFields, (a, b) => a.onChange === b.onChange && sameLook(a.design, b.design));

function DeckFormFields({
  design,
  onChange,
}: {
  design: CarouselDesign;
  onChange: (change: Partial<CarouselDesign>, field: string) => void;
}) {
  const { t } = useTranslation();
  const theme = (change: Partial<CarouselTheme>, field: string) =>
    onChange({ theme: { ...design.theme, ...change } }, field);
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium">{t("carousels.deck.size")}</legend>
        {(["portrait", "square"] as const satisfies CarouselSize[]).map((size) => (
          <label key={size} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="carousel-size"
              value={size}
              checked={design.size === size}
              onChange={() => onChange({ size }, "size")}
              className="size-4 accent-[var(--primary)]"
            />
            {t(`carousels.sizes.${size}`)}
          </label>
        ))}
      </fieldset>
      <div className="grid grid-cols-3 items-end gap-2">
        {COLOURS.map((key) => (
          <div key={key} className="flex flex-col gap-1.5">
            <label htmlFor={`carousel-colour-${key}`} className="text-xs font-medium">
              {t(`carousels.deck.colours.${key}`)}
            </label>
            <input
              id={`carousel-colour-${key}`}
              type="color"
              value={design.theme[key]}
              onChange={(e) => theme({ [key]: e.target.value.toLowerCase() }, `theme.${key}`)}
              className="h-9 w-full cursor-pointer rounded-md border border-input bg-background p-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            />
          </div>
        ))}
      </div>
      <div className="grid grid-cols-2 items-end gap-2">
        {FONTS.map((key) => (
          <div key={key} className="flex flex-col gap-1.5">
            <label htmlFor={`carousel-${key}`} className="text-xs font-medium">
              {t(`carousels.deck.${key}`)}
            </label>
            <select
              id={`carousel-${key}`}
              className={selectClass}
              value={design.theme[key]}
              onChange={(e) => theme({ [key]: e.target.value as CarouselTheme[typeof key] }, `theme.${key}`)}
            >
              {CAROUSEL_FONTS.map((font) => (
                <option key={font} value={font}>
                  {t(`carousels.fonts.${font}`)}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <div className="grid grid-cols-2 items-end gap-2">
        {(["name", "handle"] as const).map((key) => (
          <div key={key} className="flex flex-col gap-1.5">
            <label htmlFor={`carousel-author-${key}`} className="text-xs font-medium">
              {t(`carousels.deck.author.${key}`)}
            </label>
            <Input
              id={`carousel-author-${key}`}
              value={design.author[key]}
              maxLength={CAROUSEL_LIMITS.handleMax}
              onChange={(e) => onChange({ author: { ...design.author, [key]: e.target.value } }, `author.${key}`)}
            />
          </div>
        ))}
      </div>
      {(["counter", "swipeArrow"] as const).map((key) => (
        <div key={key} className="flex items-center justify-between gap-2">
          <span id={`carousel-${key}-label`} className="text-sm">
            {t(`carousels.deck.${key}`)}
          </span>
          <Switch
            aria-labelledby={`carousel-${key}-label`}
            checked={design[key]}
            onCheckedChange={(on) => onChange({ [key]: on }, key)}
          />
        </div>
      ))}
    </div>
  );
}
