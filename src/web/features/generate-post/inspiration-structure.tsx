import { useQuery } from "@tanstack/react-query";
import { X } from "lucide-react";
import type { PostFormat } from "@contracts/generation/rules";
import type { Language } from "@contracts/language";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n/use-translation";

export interface StructureSummary {
  id: string;
  name: string;
  /** Its parts as the writer reads them: "{mistake} → {what it cost} → …". */
  display: string;
  format: PostFormat;
}

/**
 * Inspirations' "Use in Generate Post" (`/generate-post?structure=<pattern id>`): the generation follows the
 * pattern (the server reads it by id: the model gets its parts and example, the built-in generator fills it), its
 * first format is the format. The library loads on demand (its own chunk), never with this page's code.
 */
export function useInspirationStructure(id: string | null, language: Language) {
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
      return {
        id: pattern.id,
        name: text.name,
        display: displayStructure(text, language),
        format: pattern.formats[0],
      } satisfies StructureSummary;
    },
    enabled: Boolean(id),
    staleTime: Infinity,
  });
  return data ?? null;
}

export function StructureBanner({ structure, onStop }: { structure: StructureSummary; onStop: () => void }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t("generatePost.structure.label")}
      className="flex flex-col gap-3 rounded-xl border border-brand/40 bg-brand/5 p-4 text-sm sm:flex-row sm:items-start"
    >
      <div className="min-w-0 flex-1">
        <p className="font-medium">{t("generatePost.structure.heading", { name: structure.name })}</p>
        <p className="mt-1 break-words font-mono text-xs">{structure.display}</p>
        <p className="mt-2 text-muted-foreground">{t("generatePost.structure.rule")}</p>
      </div>
      <Button variant="outline" size="sm" className="shrink-0 self-start" onClick={onStop}>
        <X aria-hidden className="size-4" />
        {t("generatePost.structure.stop")}
      </Button>
    </section>
  );
}
