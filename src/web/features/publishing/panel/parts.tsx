import { Link } from "@tanstack/react-router";
import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n/use-translation";
import { cn } from "@/lib/utils";
import type { ConnectionProblem } from "../publishable";

/** The publishing panel's words for a connection's problem. */
export const PROBLEM_KEYS: Record<ConnectionProblem, string> = {
  notConnected: "publishing.panel.notConnected",
  reconnect: "publishing.panel.reconnectNeeded",
  expiresBefore: "publishing.panel.expiresBefore",
};

/** The post's state: an icon, what it is, and the status as a badge. */
export function State({ icon, title, badge }: { icon: ReactNode; title: string; badge?: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {icon}
      <p className="text-sm font-medium">{title}</p>
      {badge ? <Badge variant="outline">{badge}</Badge> : null}
    </div>
  );
}

/** `tone`: "error" is said at once (alert); "notice" politely (status); "echo" not again (the counter says it). */
export const Problem = ({ children, tone = "error" }: { children: ReactNode; tone?: "error" | "notice" | "echo" }) => (
  <p
    role={tone === "error" ? "alert" : tone === "notice" ? "status" : undefined}
    className={cn("text-sm font-medium", tone === "notice" ? "text-foreground" : "text-destructive")}
  >
    {children}
  </p>
);

export const Actions = ({ children }: { children: ReactNode }) => (
  <div className="flex flex-wrap gap-2">{children}</div>
);

/** Connect (or Reconnect) LinkedIn, on the Apps page. */
export function ConnectLink({ problem }: { problem: ConnectionProblem }) {
  const { t } = useTranslation();
  return (
    <Link to="/apps" className={buttonVariants({ variant: "outline", size: "sm" })}>
      {t(problem === "notConnected" ? "publishing.panel.connect" : "publishing.panel.reconnect")}
    </Link>
  );
}

export function NewTabLink({ href, label }: { href: string; label: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer noopener"
      className={cn(buttonVariants({ variant: "outline", size: "sm" }))}
    >
      {label}
      <span className="sr-only"> {t("publishing.panel.newTab")}</span>
      <ExternalLink aria-hidden className="size-3.5" />
    </a>
  );
}
