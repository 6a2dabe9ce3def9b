import { Link } from "@tanstack/react-router";
import { AlertTriangle, CalendarClock, CheckCircle2, ExternalLink, ListPlus, Send } from "lucide-react";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { useTranslation } from "@/lib/use-translation";
import type { Post } from "@contracts/posts/schemas";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { useFormat } from "@/lib/format";
import { cn } from "@/lib/utils";
import { useLinkedinConnection } from "@/features/linkedin/api";
import { useTimeZone } from "@/features/scheduler/use-time-zone";
import { usePublishing, usePublishingAction, type PublishingAction } from "./api";
import {
  connectionProblem,
  LINKEDIN_ACTIVITY_URL,
  PUBLISH_ERROR_KEYS,
  STARTS_PUBLISHING,
  type ConnectionProblem,
} from "./publishable";

// loaded when first asked for: the time zone rules and the link's validation stay out of the editor's first load
const ScheduleDialog = lazy(() => import("./schedule-dialog"));
const MarkPublishedDialog = lazy(() => import("./mark-published-dialog"));

const PROBLEM_KEYS: Record<ConnectionProblem, string> = {
  notConnected: "publishing.panel.notConnected",
  reconnect: "publishing.panel.reconnectNeeded",
  expiresBefore: "publishing.panel.expiresBefore",
};

type Dialog = "schedule" | "publishNow" | "publishAgain" | "markPublished" | null;

/**
 * The post's publishing in the editor: Schedule… / Publish now for an idea or a draft, then its state (scheduled
 * for when, publishing, published with its link, failed with the reason, needs checking with the three answers).
 * `flush` saves what is typed first and answers the saved version (null: it could not be saved).
 */
export function PublishingPanel({
  post,
  textProblem,
  currentBody,
  flush,
}: {
  post: Post;
  /** What stops the text as typed now from being published, in words (null: nothing). */
  textProblem: string | null;
  /** The text as typed now (the schedule dialog checks it again). */
  currentBody: () => string;
  flush: () => Promise<number | null>;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const zone = useTimeZone();
  const query = usePublishing(post.id);
  const linkedin = useLinkedinConnection();
  const action = usePublishingAction("publishing.panel.actionFailed");
  const [dialog, setDialog] = useState<Dialog>(null);
  // the dialogs' code is loaded on first use, then kept mounted (their closing returns the focus)
  const [loaded, setLoaded] = useState<Set<Dialog>>(() => new Set());
  const [version, setVersion] = useState(post.version);
  const [notSaved, setNotSaved] = useState(false);

  // the newer of the two says the status (an autosave bumps the post's version); editing never changes the
  // publishing fields, so the last answer's stay right
  const status = query.data && query.data.post.version >= post.version ? query.data.post.status : post.status;
  const publishing = query.data?.publishing;
  const connection = linkedin.data?.connection ?? null;
  const when = (iso: string) =>
    `${format.date(iso, { dateStyle: "full", timeStyle: "short", timeZone: zone })} (${zone})`;

  /** Saves what is typed, then opens `next` on the saved version. */
  const open = async (next: Exclude<Dialog, null>) => {
    const saved = await flush();
    setNotSaved(saved === null);
    if (saved === null) return;
    setVersion(saved);
    setLoaded((l) => new Set(l).add(next));
    setDialog(next);
  };
  const act = async (kind: Extract<PublishingAction, { version: number }>["kind"]) => {
    const saved = await flush();
    setNotSaved(saved === null);
    if (saved === null) return;
    await action.mutateAsync({ kind, id: post.id, version: saved }).catch(() => {});
    setDialog(null);
  };
  const close = (next: boolean) => !next && setDialog(null);

  const connect = (problem: ConnectionProblem) => (
    <Link to="/apps" className={buttonVariants({ variant: "outline", size: "sm" })}>
      {t(problem === "notConnected" ? "publishing.panel.connect" : "publishing.panel.reconnect")}
    </Link>
  );

  let content: ReactNode;
  if (STARTS_PUBLISHING.includes(status)) {
    const problem = linkedin.data ? connectionProblem(connection, Date.now()) : null;
    const blocked = Boolean(textProblem || problem);
    content = (
      <>
        <State icon={<CalendarClock aria-hidden className="size-4" />} title={t("publishing.panel.draft")} />
        {textProblem ? <Problem tone="echo">{textProblem}</Problem> : null}
        {problem ? <Problem tone="notice">{t(PROBLEM_KEYS[problem])}</Problem> : null}
        <Actions>
          <Button size="sm" disabled={blocked} onClick={() => void open("schedule")}>
            <CalendarClock aria-hidden className="size-4" />
            {t("publishing.panel.schedule")}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={blocked}
            busy={action.isPending}
            onClick={() => void act("queue")}
          >
            <ListPlus aria-hidden className="size-4" />
            {t("publishing.panel.addToQueue")}
          </Button>
          <Button size="sm" variant="outline" disabled={blocked} onClick={() => void open("publishNow")}>
            <Send aria-hidden className="size-4" />
            {t("publishing.panel.publishNow")}
          </Button>
          {problem ? connect(problem) : null}
        </Actions>
      </>
    );
  } else if (status === "scheduled") {
    const at = publishing?.scheduledAt ?? null;
    const problem = linkedin.data && at ? connectionProblem(connection, Date.parse(at)) : null;
    const due = at !== null && Date.parse(at) <= Date.now();
    content = (
      <>
        <State
          icon={<CalendarClock aria-hidden className="size-4" />}
          badge={t("posts.status.scheduled")}
          title={at ? t("publishing.panel.scheduledFor", { time: when(at) }) : t("posts.status.scheduled")}
        />
        {due ? <p className="text-sm text-muted-foreground">{t("publishing.panel.due")}</p> : null}
        {problem ? <Problem>{t(PROBLEM_KEYS[problem])}</Problem> : null}
        <Actions>
          {problem ? connect(problem) : null}
          <Button size="sm" variant="outline" onClick={() => void open("schedule")}>
            {t("publishing.panel.reschedule")}
          </Button>
          <Button size="sm" variant="outline" busy={action.isPending} onClick={() => void act("unschedule")}>
            {t("publishing.panel.unschedule")}
          </Button>
        </Actions>
      </>
    );
  } else if (status === "publishing") {
    content = (
      <div role="status" className="flex items-center gap-2 text-sm font-medium">
        <Spinner className="size-4" />
        {t("publishing.panel.publishing")}
      </div>
    );
  } else if (status === "published") {
    const url = publishing?.linkedinPostUrl ?? null;
    content = (
      <>
        <State
          icon={<CheckCircle2 aria-hidden className="size-4 text-brand-text" />}
          badge={t("posts.status.published")}
          title={
            publishing?.publishedAt
              ? t("publishing.panel.publishedOn", { time: when(publishing.publishedAt) })
              : t("posts.status.published")
          }
        />
        {publishing?.error === "FIRST_COMMENT_FAILED" ? (
          <Problem>{t("publishing.errors.FIRST_COMMENT_FAILED")}</Problem>
        ) : null}
        <Actions>
          {url ? (
            <NewTabLink href={url} label={t("publishing.panel.viewOnLinkedin")} />
          ) : (
            <p className="text-sm text-muted-foreground">{t("publishing.panel.noLink")}</p>
          )}
        </Actions>
      </>
    );
  } else if (status === "failed") {
    const error = publishing?.error ?? null;
    const reconnect = error === "RECONNECT_NEEDED" || error === "NOT_CONNECTED";
    content = (
      <>
        <State
          icon={<AlertTriangle aria-hidden className="size-4 text-destructive" />}
          badge={t("posts.status.failed")}
          title={t("publishing.panel.failed")}
        />
        <div role="alert" className="grid gap-1 text-sm">
          {error ? <p>{t(PUBLISH_ERROR_KEYS[error])}</p> : null}
          {publishing?.errorDetail ? (
            <p className="text-muted-foreground">
              {t("publishing.panel.linkedinSaid", { detail: publishing.errorDetail })}
            </p>
          ) : null}
        </div>
        <Actions>
          {reconnect ? connect(connection ? "reconnect" : "notConnected") : null}
          <Button size="sm" busy={action.isPending} onClick={() => void act("publishAgain")}>
            <Send aria-hidden className="size-4" />
            {t("publishing.panel.publishAgain")}
          </Button>
        </Actions>
      </>
    );
  } else {
    content = (
      <>
        <State
          icon={<AlertTriangle aria-hidden className="size-4 text-hot-text" />}
          badge={t("posts.status.needs_check")}
          title={t("publishing.panel.needsCheck")}
        />
        <p className="text-sm text-muted-foreground">{t("publishing.panel.needsCheckHelp")}</p>
        <Actions>
          <NewTabLink href={LINKEDIN_ACTIVITY_URL} label={t("publishing.panel.checkOnLinkedin")} />
          <Button size="sm" variant="outline" onClick={() => void open("publishAgain")}>
            <Send aria-hidden className="size-4" />
            {t("publishing.panel.publishAgain")}
          </Button>
          <Button size="sm" onClick={() => void open("markPublished")}>
            <CheckCircle2 aria-hidden className="size-4" />
            {t("publishing.panel.markPublished")}
          </Button>
        </Actions>
      </>
    );
  }

  return (
    <section
      aria-labelledby="publishing-panel-title"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs"
    >
      <h2 id="publishing-panel-title" className="sr-only">
        {t("publishing.panel.label")}
      </h2>
      {content}
      {notSaved ? <Problem>{t("publishing.panel.notSaved")}</Problem> : null}
      <Suspense fallback={null}>
        {loaded.has("schedule") ? (
          <ScheduleDialog
            open={dialog === "schedule"}
            onOpenChange={close}
            post={{ id: post.id, version, body: currentBody() }}
            initialInstant={status === "scheduled" ? (publishing?.scheduledAt ?? null) : null}
          />
        ) : null}
        {loaded.has("markPublished") ? (
          <MarkPublishedDialog open={dialog === "markPublished"} onOpenChange={close} post={{ id: post.id, version }} />
        ) : null}
      </Suspense>
      <ConfirmDialog
        open={dialog === "publishNow"}
        onOpenChange={close}
        title={t("publishing.confirmPublishNow.title")}
        description={t("publishing.confirmPublishNow.description")}
        confirmLabel={t("publishing.confirmPublishNow.confirm")}
        cancelLabel={t("publishing.confirmPublishNow.cancel")}
        pending={action.isPending}
        onConfirm={() => void act("publishNow")}
      />
      <ConfirmDialog
        open={dialog === "publishAgain"}
        onOpenChange={close}
        title={t("publishing.confirmPublishAgain.title")}
        description={t("publishing.confirmPublishAgain.description")}
        confirmLabel={t("publishing.confirmPublishAgain.confirm")}
        cancelLabel={t("publishing.confirmPublishAgain.cancel")}
        pending={action.isPending}
        destructive
        onConfirm={() => void act("publishAgain")}
      />
    </section>
  );
}

function State({ icon, title, badge }: { icon: ReactNode; title: string; badge?: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {icon}
      <p className="text-sm font-medium">{title}</p>
      {badge ? <Badge variant="outline">{badge}</Badge> : null}
    </div>
  );
}

/** `tone`: "error" is said at once (alert); "notice" politely (status); "echo" not again (the counter says it). */
const Problem = ({ children, tone = "error" }: { children: ReactNode; tone?: "error" | "notice" | "echo" }) => (
  <p
    role={tone === "error" ? "alert" : tone === "notice" ? "status" : undefined}
    className={cn("text-sm font-medium", tone === "notice" ? "text-foreground" : "text-destructive")}
  >
    {children}
  </p>
);
const Actions = ({ children }: { children: ReactNode }) => <div className="flex flex-wrap gap-2">{children}</div>;

function NewTabLink({ href, label }: { href: string; label: string }) {
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
