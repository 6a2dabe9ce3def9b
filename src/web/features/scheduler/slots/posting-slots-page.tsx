import { useTranslation } from "@/lib/i18n/use-translation";
import { Page } from "@/components/layout/page";
import { PostingSlotsPanel } from "./posting-slots-panel";

/** /scheduler/slots: the posting slots on a page of their own (the scheduler links to it). */
export function PostingSlotsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t("slots.title")} description={t("slots.description")}>
      <PostingSlotsPanel />
    </Page>
  );
}
