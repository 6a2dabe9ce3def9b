import { queryOptions, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { CheckCircle2, Circle, X } from "lucide-react";
import { useState } from "react";
import { ANY_POST_QUERY, POST_PATHS as P } from "@contracts/posts/paths";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api/api-client";
import { useCurrentUser } from "@/entities/profile/me";
import { useAllowed } from "@/entities/profile/use-can";
import { useTranslation } from "@/lib/i18n/use-translation";
import { cn } from "@/lib/utils";
import { readCookie, writeCookie } from "@/lib/app/request-cookie";
import { linkedinConnectionQuery } from "@/features/linkedin/api";
import { POST_KEYS } from "@/entities/posts/api";
import { connectionProblem } from "@/features/publishing/publishable";
import { postingSlotsQuery } from "@/entities/scheduling/slots-api";
import { strategiesQuery } from "@/features/strategy/api";
import { stepsDone, stepsFor, type Step, type StepId, type StepState } from "./steps";

const hiddenKey = (userId: string) => `pp:getting-started-hidden:${userId}`;
/**
 * The users who hid the list in this browser, as a cookie too: the server renders the first screen with the list
 * or without it as the app will show it (its localStorage key alone it cannot see).
 */
export const HIDDEN_COOKIE = "pp-getting-started-hidden";
const HIDDEN_COOKIE_MAX_AGE = 400 * 24 * 3600;

const hiddenIds = () => (readCookie(HIDDEN_COOKIE) ?? "").split(",").filter(Boolean);

function rememberHidden(userId: string) {
  const ids = hiddenIds();
  if (ids.includes(userId)) return;
  // the latest few users of this browser (a cookie is sent with every request: kept short)
  writeCookie(HIDDEN_COOKIE, [...ids, userId].slice(-4).join(","), HIDDEN_COOKIE_MAX_AGE);
}

function readHidden(userId: string | undefined): boolean {
  if (!userId) return false;
  if (hiddenIds().includes(userId)) return true;
  if (typeof window === "undefined") return false;
  try {
    if (localStorage.getItem(hiddenKey(userId)) !== "1") return false;
    // hidden before the cookie was written: written now, for the server's next render
    rememberHidden(userId);
    return true;
  } catch {
    return false;
  }
}

/** Whether any post exists (the "first post" step); the page loaders read the same query (ANY_POST_QUERY). */
export const anyPostQuery = queryOptions({
  queryKey: POST_KEYS.list({ gettingStarted: true }),
  queryFn: () => api(P.listPosts, { query: ANY_POST_QUERY }),
});

/** The steps' reads, for a route's loader to start with the page's code (the server's render needs them in). */
export const gettingStartedQueries = [strategiesQuery, linkedinConnectionQuery, postingSlotsQuery, anyPostQuery];

/**
 * What the new user has done so far of the steps offered, read from what exists (nothing is stored to tick a step);
 * a step not offered asks for nothing.
 */
function useStepState(steps: readonly Step[]): StepState | null {
  const offered = (id: StepId) => steps.some((s) => s.id === id);
  const strategies = useQuery({ ...strategiesQuery, enabled: offered("strategy") });
  const linkedin = useQuery({ ...linkedinConnectionQuery, enabled: offered("linkedin") });
  const slots = useQuery({ ...postingSlotsQuery, enabled: offered("slots") });
  const posts = useQuery({ ...anyPostQuery, enabled: offered("firstPost") });
  const done: StepState = {
    strategy: strategies.data?.some((s) => s.pillars.length > 0),
    linkedin: linkedin.data && connectionProblem(linkedin.data.connection ?? null, Date.now()) === null,
    slots: slots.data && slots.data.slots.length > 0,
    firstPost: posts.data && posts.data.total > 0,
  };
  return steps.every((s) => done[s.id] !== undefined) ? done : null;
}

/**
 * A new user's first steps on the first screen (strategy, connect LinkedIn, posting slots, first post), each a
 * link, ticked by itself as the user does it; gone once all are done, or hidden by the user (`focusAfterHide` says
 * where the focus goes then). A role is offered only the steps its permissions allow (an editor does not connect
 * LinkedIn: its owner or an admin does); a role that can do none (a reviewer, a client) has no list at all.
 */
export function GettingStarted({ focusAfterHide }: { focusAfterHide?: () => void }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const userId = user?.id;
  const [hidden, setHidden] = useState(() => readHidden(userId));
  const steps = stepsFor(useAllowed());
  const state = useStepState(steps);
  if (hidden || !steps.length || !state || stepsDone(steps, state) === steps.length) return null;
  const hide = () => {
    // the button goes with the list: the focus moves on to the page first, so it is never left on <body>
    focusAfterHide?.();
    setHidden(true);
    if (!userId) return;
    rememberHidden(userId);
    try {
      localStorage.setItem(hiddenKey(userId), "1");
    } catch {
      // storage blocked: the cookie keeps it
    }
  };
  return (
    <section
      aria-labelledby="getting-started-title"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-col gap-0.5">
          <h2 id="getting-started-title" className="text-base font-semibold">
            {t("gettingStarted.title")}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t("gettingStarted.progress", { done: stepsDone(steps, state), total: steps.length })}
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={hide} aria-label={t("gettingStarted.hide")}>
          <X aria-hidden className="size-4" />
        </Button>
      </div>
      <ol className="grid gap-1 sm:grid-cols-2 xl:grid-cols-4">
        {steps.map((step) => {
          const done = state[step.id] ?? false;
          const Icon = done ? CheckCircle2 : Circle;
          return (
            <li key={step.id}>
              <Link
                to={step.to}
                className={cn(
                  "flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                  done && "text-muted-foreground line-through",
                )}
              >
                <Icon aria-hidden className={cn("size-4 shrink-0", done ? "text-success" : "text-muted-foreground")} />
                <span>{t(`gettingStarted.steps.${step.id}`)}</span>
                <span className="sr-only">
                  {" – "}
                  {t(done ? "gettingStarted.done" : "gettingStarted.toDo")}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
