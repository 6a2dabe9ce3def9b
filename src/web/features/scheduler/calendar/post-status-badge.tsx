import { useTranslation } from "@/lib/i18n/use-translation";
import type { CalendarStatus } from "@contracts/calendar/rules";
import { Badge } from "@/components/ui/badge";

const VARIANT: Record<CalendarStatus, "default" | "outline" | "brand" | "hot"> = {
  scheduled: "brand",
  publishing: "brand",
  published: "default",
  failed: "hot",
  needs_check: "hot",
};

export function PostStatusBadge({ status }: { status: CalendarStatus }) {
  const { t } = useTranslation();
  return <Badge variant={VARIANT[status]}>{t(`posts.status.${status}`)}</Badge>;
}
