import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n/use-translation";

/** Being published: nothing to do but wait. */
export function PublishingState() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center gap-2 text-sm font-medium">
      <Spinner className="size-4" />
      {t("publishing.panel.publishing")}
    </div>
  );
}
