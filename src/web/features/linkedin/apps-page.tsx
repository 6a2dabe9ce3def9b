import { useTranslation } from "@/lib/use-translation";
import type { ConnectOutcome } from "@contracts/linkedin/rules";
import { Page } from "@/components/layout/page";
import { LinkedInConnectionCard } from "./connection-card";
import { useConnectOutcome } from "./connect-outcome";

/** Connected apps: LinkedIn today (where posts are published); more networks take more cards. */
export function AppsPage({ outcome }: { outcome?: ConnectOutcome }) {
  const { t } = useTranslation();
  useConnectOutcome(outcome, "/apps");
  return (
    <Page title={t("linkedin.apps.title")} description={t("linkedin.apps.description")} width="narrow">
      <h2 className="sr-only">{t("linkedin.apps.publishing")}</h2>
      <div className="grid gap-4">
        <LinkedInConnectionCard returnTo="/apps" />
      </div>
    </Page>
  );
}
