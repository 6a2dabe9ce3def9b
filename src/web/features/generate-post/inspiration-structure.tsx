import { useQuery } from "@tanstack/react-query";
import { GENERATION_LIMITS } from "@contracts/generation/rules";
import type { Language } from "@contracts/language";
import { useTranslation } from "@/lib/i18n/use-translation";

/**
 * Inspirations' "Use in Generate Post" (`/generate-post?structure=<pattern id>`): the pattern's structure becomes the
 * topic's instructions and its first format the format. The library loads on demand (its own chunk), never with
 * this page's code.
 */
export function useInspirationStructure(id: string | undefined, language: Language) {
  const { data } = useQuery({
    queryKey: ["inspirations", "structure", id ?? "", language],
    queryFn: async () => {
      const [{ findPattern }, { displayStructure }] = await Promise.all([
        import("@shared/inspirations/patterns"),
        import("@shared/inspirations/structure"),
      ]);
      const pattern = findPattern(id ?? "");
      if (!pattern) return null;
      const text = pattern.text[language];
      const topic = `${text.name}: ${displayStructure(text, language)}`.slice(0, GENERATION_LIMITS.topicMax);
      return { id: pattern.id, name: text.name, topic, format: pattern.formats[0] };
    },
    enabled: Boolean(id),
    staleTime: Infinity,
  });
  return data ?? null;
}

export function StructureBanner({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t("generatePost.structure.label")}
      className="rounded-xl border border-brand/40 bg-brand/5 p-4 text-sm"
    >
      <p className="font-medium">{t("generatePost.structure.heading", { name })}</p>
      <p className="mt-1 text-muted-foreground">{t("generatePost.structure.rule")}</p>
    </section>
  );
}
