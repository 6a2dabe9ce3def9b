import { useTranslation } from "@/lib/i18n/use-translation";
import type { ConnectOutcome } from "@contracts/linkedin/rules";
import { Page } from "@/components/layout/page";
import { AiConnectionCard } from "@/features/ai-connection/ai-connection-card";
import { ApiVersionNotice } from "./api-version-notice";
import { LinkedInConnectionCard } from "./connection-card";
import { useConnectOutcome } from "./connect-outcome";

/** Connected apps: LinkedIn today (where posts are published), more networks take more cards; and the AI server. */
export function AppsPage({ outcome }: { outcome?: ConnectOutcome }) {
  const { t } = useTranslation();
  useConnectOutcome(outcome, "/apps");
  return (
    <Page title={t("linkedin.apps.title")} description={t("linkedin.apps.description")} width="narrow">
      <h2 className="sr-only">{t("linkedin.apps.publishing")}</h2>
      <div className="grid gap-4">
        <ApiVersionNotice />
        <LinkedInConnectionCard returnTo="/apps" />
        <AiConnectionCard />
      </div>
    </Page>
  );
}
