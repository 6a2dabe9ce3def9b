import { useQuery } from "@tanstack/react-query";
import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { readCookie, writeCookie } from "@/lib/app/request-cookie";
import { useTranslation } from "@/lib/i18n/use-translation";
import { pillarMixQuery } from "./pillar-mix/api";
import { PillarMixPanel } from "./pillar-mix/pillar-mix-panel";

/**
 * Where the page remembers that the mix's details were opened (per browser): a cookie, so the server's render opens
 * them too. It was localStorage's once: an opening kept there is carried over to the cookie.
 */
const OPEN_COOKIE = "pp-content-mix-open";
const LEGACY_KEY = "pp:content-mix-open";

const readOpen = () => {
  const cookie = readCookie(OPEN_COOKIE);
  if (cookie !== undefined || typeof window === "undefined") return cookie === "1";
  try {
    const legacy = window.localStorage.getItem(LEGACY_KEY) === "1";
    if (legacy) writeOpen(true);
    return legacy;
  } catch {
    return false;
  }
};
const writeOpen = (open: boolean) => writeCookie(OPEN_COOKIE, open ? "1" : "0", 365 * 24 * 3600);

/**
 * The pillar mix in one line (issue 25: the board or the table starts on the first screen): each pillar's planned
 * posts against its target, and a button that opens the whole panel (shares, Fill the gap) below. Without pillars,
 * or when the mix cannot load, the panel itself shows (it is short then, and says what to do).
 */
export function MixSummary() {
  const { t } = useTranslation();
  const detailsId = useId();
  const { data: mix, isPending, isError } = useQuery(pillarMixQuery);
  const [open, setOpen] = useState(readOpen);
  const toggle = () => {
    setOpen(!open);
    writeOpen(!open);
  };

  if (isError || (mix && mix.pillars.length === 0)) return <PillarMixPanel />;
  const pillars = mix?.pillars ?? [];
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border bg-card px-3 py-2 text-sm text-card-foreground">
        <span className="font-medium">{t("contentManagement.mixSummary.label", { weeks: mix?.weeks ?? 4 })}</span>
        {/* a phone: the title and the button on a line, the pillars below; wider: all on one line */}
        {isPending ? (
          <span className="order-3 w-full text-muted-foreground lg:order-none lg:w-auto lg:flex-1" role="status">
            {t("pillarMix.loading")}
          </span>
        ) : (
          <ul className="order-3 flex w-full min-w-0 flex-wrap items-center gap-x-4 gap-y-1 lg:order-none lg:w-auto lg:flex-1">
            {pillars.map((p) => {
              const planned = p.scheduled + p.drafts;
              const scale = Math.max(p.target, planned, 1);
              return (
                <li key={p.pillarId} className="flex max-w-full min-w-0 items-center gap-2">
                  <span className="min-w-0 truncate" title={p.name}>
                    {p.name}
                  </span>
                  <span aria-hidden className="relative h-1.5 w-12 shrink-0 overflow-hidden rounded-full bg-muted">
                    <span
                      className={cn("absolute inset-y-0 left-0 rounded-full", p.gap > 0 ? "bg-brand/60" : "bg-brand")}
                      style={{ width: `${(Math.min(planned, scale) / scale) * 100}%` }}
                    />
                  </span>
                  <span className="text-muted-foreground tabular-nums">
                    {t("contentManagement.mixSummary.planned", { planned, target: p.target })}
                  </span>
                  <span className="sr-only">
                    {p.gap > 0 ? t("pillarMix.gap", { count: p.gap }) : t("pillarMix.onTrack")}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={toggle}
        >
          {t(open ? "contentManagement.mixSummary.hide" : "contentManagement.mixSummary.show")}
          <ChevronDown aria-hidden className={cn("size-4 transition-transform", open && "rotate-180")} />
        </Button>
      </div>
      <div id={detailsId} hidden={!open}>
        {open ? <PillarMixPanel /> : null}
      </div>
    </div>
  );
}
