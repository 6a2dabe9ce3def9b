import { AlertTriangle } from "lucide-react";
import { useFormat } from "@/lib/i18n/format";
import { useTranslation } from "@/lib/i18n/use-translation";
import { useLinkedinConnection } from "./api";

/**
 * Says, from 60 days before, that LinkedIn retires the LinkedIn-Version this server sends: from that day nothing is
 * published until whoever runs the server changes LINKEDIN_API_VERSION. Nothing while the version is current.
 */
export function ApiVersionNotice() {
  const { t } = useTranslation();
  const format = useFormat();
  const apiVersion = useLinkedinConnection().data?.apiVersion;
  if (!apiVersion || apiVersion.state === "current") return null;
  // a day, not an instant: written as that day wherever the reader is
  const date = format.date(apiVersion.retiresAround, { dateStyle: "long", timeZone: "UTC" });
  return (
    <section
      aria-labelledby="linkedin-api-version-title"
      data-testid="linkedin-api-version"
      className="flex gap-3 rounded-xl border border-hot-text/40 bg-card p-4 shadow-xs sm:p-5"
    >
      <AlertTriangle className="mt-0.5 size-5 shrink-0 text-hot-text" aria-hidden="true" />
      <div className="flex min-w-0 flex-col gap-1">
        <h2 id="linkedin-api-version-title" className="font-semibold">
          {t("linkedin.apiVersion.title")}
        </h2>
        <p className="text-sm">{t(`linkedin.apiVersion.${apiVersion.state}`, { version: apiVersion.version, date })}</p>
      </div>
    </section>
  );
}
