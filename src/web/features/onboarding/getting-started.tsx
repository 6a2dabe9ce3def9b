import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { CheckCircle2, Circle, X } from "lucide-react";
import { useState } from "react";
import { POST_PATHS as P } from "@contracts/posts/paths";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api/api-client";
import { useCurrentUser } from "@/entities/profile/me";
import { useTranslation } from "@/lib/i18n/use-translation";
import { cn } from "@/lib/utils";
import { useLinkedinConnection } from "@/features/linkedin/api";
import { POST_KEYS } from "@/entities/posts/api";
import { connectionProblem } from "@/features/publishing/publishable";
import { usePostingSlots } from "@/entities/scheduling/slots-api";
import { strategiesQuery } from "@/features/strategy/api";
import { GETTING_STARTED_STEPS, stepsDone, type StepState } from "./steps";

const hiddenKey = (userId: string) => `pp:getting-started-hidden:${userId}`;

function readHidden(userId: string | undefined): boolean {
  if (!userId) return false;
  try {
    return localStorage.getItem(hiddenKey(userId)) === "1";
  } catch {
    return false;
  }
}

/** What the new user has done so far, read from what exists (nothing is stored to tick a step). */
function useStepState(): StepState | null {
  const strategies = useQuery(strategiesQuery);
  const linkedin = useLinkedinConnection();
  const slots = usePostingSlots();
  const posts = useQuery({
    queryKey: POST_KEYS.list({ gettingStarted: true }),
    queryFn: () => api(P.listPosts, { query: { limit: 1, offset: 0 } }),
  });
  if (!strategies.data || !linkedin.data || !slots.data || !posts.data) return null;
  return {
    strategy: strategies.data.some((s) => s.pillars.length > 0),
    linkedin: connectionProblem(linkedin.data.connection ?? null, Date.now()) === null,
    slots: slots.data.slots.length > 0,
    firstPost: posts.data.total > 0,
  };
}

/**
 * A new user's first steps on the first screen (strategy, connect LinkedIn, posting slots, first post), each a
 * link, ticked by itself as the user does it; gone once all are done, or hidden by the user (`focusAfterHide` says
 * where the focus goes then).
 */
export function GettingStarted({ focusAfterHide }: { focusAfterHide?: () => void }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const userId = user?.id;
  const [hidden, setHidden] = useState(() => readHidden(userId));
  const state = useStepState();
  if (hidden || !state || stepsDone(state) === GETTING_STARTED_STEPS.length) return null;
  const hide = () => {
    // the button goes with the list: the focus moves on to the page first, so it is never left on <body>
    focusAfterHide?.();
    setHidden(true);
    try {
      if (userId) localStorage.setItem(hiddenKey(userId), "1");
    } catch {
      // storage blocked: hidden for this visit
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
            {t("gettingStarted.progress", { done: stepsDone(state), total: GETTING_STARTED_STEPS.length })}
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={hide} aria-label={t("gettingStarted.hide")}>
          <X aria-hidden className="size-4" />
        </Button>
      </div>
      <ol className="grid gap-1 sm:grid-cols-2 xl:grid-cols-4">
        {GETTING_STARTED_STEPS.map((step) => {
          const done = state[step.id];
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
