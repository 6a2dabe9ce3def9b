import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch, type Control, type UseFormRegister } from "react-hook-form";
import { brandKitSchema, type BrandKit, type BrandKitInput, type BrandKitState } from "@contracts/carousels/brand-kit";
import { CAROUSEL_FONTS, carouselDesignSchema } from "@contracts/carousels/carousel";
import { CONTRAST_MINIMUMS, kitContrast, shownRatio } from "@contracts/carousels/contrast";
import { applyBrandKit } from "@shared/carousel/brand-kit";
import { CAROUSEL_FONT_FILES } from "@shared/carousel/fonts";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/ui/use-toast";
import { useBrandKit, useLibraryImages, useSaveBrandKit } from "@/features/carousels/brand-kit-api";
import { SlidePreview } from "@/features/carousels/slide-preview";
import { useTranslation } from "@/lib/i18n/use-translation";
import { SettingsSection } from "./settings-layout";

const HEX = /^#[0-9a-fA-F]{6}$/;
const COLOURS = ["background", "text", "accent"] as const;
type Colour = (typeof COLOURS)[number];

/** Settings > Brand kit: the colours, fonts, name and handle every new carousel of the workspace starts from. */
export function BrandKitSettings() {
  const { t } = useTranslation();
  const { data, isError, refetch } = useBrandKit();
  return (
    <SettingsSection title={t("settings.brandKit.title")} description={t("settings.brandKit.description")}>
      {isError ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-4 text-sm">
          <span className="flex-1">{t("settings.brandKit.loadFailed")}</span>
          <Button type="button" variant="outline" size="sm" onClick={() => void refetch()}>
            {t("settings.brandKit.retry")}
          </Button>
        </div>
      ) : data ? (
        // a new form per saved version: what was saved is what the fields show
        <BrandKitForm key={data.brandKit.version} state={data.brandKit} />
      ) : (
        <p aria-busy="true" className="text-sm text-muted-foreground">
          {t("settings.brandKit.loading")}
        </p>
      )}
    </SettingsSection>
  );
}

function BrandKitForm({ state }: { state: BrandKitState }) {
  const { t } = useTranslation();
  const save = useSaveBrandKit();
  const form = useForm<BrandKitInput, unknown, BrandKit>({
    resolver: zodResolver(brandKitSchema),
    defaultValues: state.kit,
    mode: "onBlur",
  });
  const { register, formState } = form;
  const onSubmit = async (kit: BrandKit) => {
    try {
      await save.mutateAsync({ version: state.version, kit });
      toast({ title: t("settings.brandKit.saved") });
    } catch {
      // the mutation said why; the form keeps what was typed
    }
  };
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(onSubmit)(e)} className="flex flex-col gap-6">
      <div className="flex flex-col gap-6 lg:flex-row">
        <div className="flex min-w-0 flex-1 flex-col gap-5">
          <fieldset className="grid gap-4 sm:grid-cols-3">
            <legend className="mb-2 text-sm font-semibold">{t("settings.brandKit.colours")}</legend>
            {COLOURS.map((name) => (
              <ColourField
                key={name}
                name={name}
                control={form.control}
                register={register}
                error={formState.errors[name]?.message}
                onPick={(value) => form.setValue(name, value, { shouldValidate: true, shouldDirty: true })}
              />
            ))}
          </fieldset>
          <ContrastReport control={form.control} />
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold">{t("settings.brandKit.fonts")}</legend>
            {(["headingFont", "bodyFont"] as const).map((name) => (
              <Field key={name} id={`brand-${name}`} label={t(`settings.brandKit.${name}`)}>
                {(control) => (
                  <select
                    {...control}
                    {...register(name)}
                    className="h-9 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    {CAROUSEL_FONTS.map((font) => (
                      <option key={font} value={font}>
                        {CAROUSEL_FONT_FILES[font].family}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            ))}
          </fieldset>
          <ImagePickers register={register} kit={state.kit} />
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold">{t("settings.brandKit.identity")}</legend>
            {(["name", "handle"] as const).map((name) => (
              <Field
                key={name}
                id={`brand-${name}`}
                label={t(`settings.brandKit.${name}`)}
                error={formState.errors[name]?.message}
              >
                {(control) => <Input {...control} {...register(name)} autoComplete="off" />}
              </Field>
            ))}
          </fieldset>
        </div>
        <KitPreview control={form.control} />
      </div>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t("settings.brandKit.save")}
        </Button>
      </div>
    </form>
  );
}

/** The logo and the headshot: an image of the Library, or none (upload them in the Library first). */
function ImagePickers({ register, kit }: { register: UseFormRegister<BrandKitInput>; kit: BrandKit }) {
  const { t } = useTranslation();
  const { data } = useLibraryImages();
  const images = data?.items ?? [];
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold">{t("settings.brandKit.images")}</legend>
      {(["logoMediaId", "headshotMediaId"] as const).map((name) => (
        <Field
          key={name}
          id={`brand-${name}`}
          label={t(`settings.brandKit.${name}`)}
          hint={t("settings.brandKit.imagesHint")}
        >
          {(control) => (
            <select
              {...control}
              {...register(name, { setValueAs: (v: string) => (v ? v : null) })}
              aria-busy={!data}
              className="h-9 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <option value="">{t("settings.brandKit.noImage")}</option>
              {/* the saved one even before the list arrives (or when it is past the newest 100) */}
              {kit[name] && !images.some((m) => m.id === kit[name]) ? (
                <option value={kit[name]!}>{t("settings.brandKit.savedImage")}</option>
              ) : null}
              {images.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      ))}
    </fieldset>
  );
}

function ColourField({
  name,
  control,
  register,
  error,
  onPick,
}: {
  name: Colour;
  control: Control<BrandKitInput>;
  register: UseFormRegister<BrandKitInput>;
  error?: string;
  onPick: (value: string) => void;
}) {
  const { t } = useTranslation();
  const value = useWatch({ control, name });
  return (
    <Field
      id={`brand-${name}`}
      label={t(`settings.brandKit.${name}`)}
      error={error}
      hint={t("settings.brandKit.hexHint")}
    >
      {(controlProps) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={t("settings.brandKit.pick", { colour: t(`settings.brandKit.${name}`) })}
            value={HEX.test(value) ? value.toLowerCase() : "#000000"}
            onChange={(e) => onPick(e.target.value)}
            className="h-9 w-11 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          />
          <Input {...controlProps} {...register(name)} spellCheck={false} autoComplete="off" className="font-mono" />
        </div>
      )}
    </Field>
  );
}

/** The two ratios as the user picks, with whether each passes (the server refuses a kit that does not). */
function ContrastReport({ control }: { control: Control<BrandKitInput> }) {
  const { t, i18n } = useTranslation();
  const [background, text, accent] = useWatch({ control, name: ["background", "text", "accent"] });
  if (![background, text, accent].every((c) => HEX.test(c))) return null;
  const ratios = kitContrast({ background, text, accent });
  const number = new Intl.NumberFormat(i18n.resolvedLanguage, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <ul aria-live="polite" data-testid="brand-contrast" className="grid gap-1 rounded-lg border bg-card p-3 text-sm">
      {(["text", "accent"] as const).map((pair) => {
        const pass = ratios[pair] >= CONTRAST_MINIMUMS[pair];
        return (
          <li key={pair} data-testid={`brand-contrast-${pair}`} className="flex flex-wrap gap-x-2">
            <span>{t(`settings.brandKit.contrast.${pair}`)}</span>
            <span className="font-mono font-medium">{number.format(shownRatio(ratios[pair]))}:1</span>
            <span className={pass ? "text-emerald-700 dark:text-emerald-400" : "font-medium text-destructive"}>
              {pass
                ? t("settings.brandKit.contrast.pass")
                : t("settings.brandKit.contrast.fail", { min: number.format(CONTRAST_MINIMUMS[pair]) })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

const SAMPLE = carouselDesignSchema.parse({
  theme: { background: "#ffffff", text: "#000000", accent: "#000000", headingFont: "inter", bodyFont: "inter" },
  slides: [
    { layout: "list", heading: "", items: ["·", "·", "·"] },
    { layout: "cta", title: "·" },
  ],
});

/** A slide in the kit as it is being picked (only once every colour is a colour). */
function KitPreview({ control }: { control: Control<BrandKitInput> }) {
  const { t } = useTranslation();
  const kit = useWatch({ control });
  if (![kit.background, kit.text, kit.accent].every((c) => HEX.test(c ?? ""))) return null;
  const design = applyBrandKit(
    {
      ...SAMPLE,
      slides: [
        {
          layout: "list",
          heading: t("settings.brandKit.sample.heading"),
          numbered: true,
          items: [
            t("settings.brandKit.sample.one"),
            t("settings.brandKit.sample.two"),
            t("settings.brandKit.sample.three"),
          ],
        },
        SAMPLE.slides[1]!,
      ],
    },
    {
      ...(kit as BrandKit),
      name: kit.name ?? "",
      handle: kit.handle ?? "",
      logoMediaId: null,
      headshotMediaId: null,
    },
  );
  return (
    <div className="shrink-0 self-start rounded-lg border p-2">
      <SlidePreview design={design} index={0} width={216} label={t("settings.brandKit.previewLabel")} />
    </div>
  );
}
