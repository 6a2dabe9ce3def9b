import { Download } from "lucide-react";
import { SAVED_POST_FILE_FORMATS } from "@contracts/saved-posts/rules";
import { buttonVariants } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n/use-translation";
import { savedPostsExportUrl } from "../api";

/**
 * Download every saved post of the workspace (not only the ones the filters show) as CSV or JSON, in the import's
 * columns: plain links, as the app's other downloads (the server answers the file and names it).
 */
export function ExportLinks() {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t("savedPosts.export.label")} className="flex flex-wrap gap-2">
      {SAVED_POST_FILE_FORMATS.map((format) => (
        <a
          key={format}
          href={savedPostsExportUrl(format)}
          download
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          <Download aria-hidden />
          {t(`savedPosts.export.${format}`)}
        </a>
      ))}
    </div>
  );
}
