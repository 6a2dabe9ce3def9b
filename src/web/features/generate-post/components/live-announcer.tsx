import { useTranslation } from "@/lib/i18n/use-translation";
import type { GenerationState } from "../use-generation";

/**
 * The polite live region: what the generation is doing (asked, started, each variant begun, done, cancelled),
 * never the text as it streams. A failure is said by the alert beside the variants.
 */
export function LiveAnnouncer({ announcement }: { announcement: GenerationState["announcement"] }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="generation-live">
      {announcement ? <span key={announcement.at}>{t(announcement.key, announcement.values)}</span> : null}
    </div>
  );
}
