import type { Permission } from "@contracts/workspaces/permissions";

/**
 * A new user's first steps, in order, where each is done, and the permission it takes (the endpoints' `access`): a
 * role is offered only the steps it can do.
 */
export const GETTING_STARTED_STEPS = [
  { id: "strategy", to: "/strategy", permission: "strategy.write" },
  { id: "linkedin", to: "/apps", permission: "linkedin.connect" },
  { id: "slots", to: "/scheduler/slots", permission: "slots.write" },
  { id: "firstPost", to: "/editor", permission: "post.write" },
] as const satisfies ReadonlyArray<{ id: string; to: string; permission: Permission }>;

export type Step = (typeof GETTING_STARTED_STEPS)[number];
export type StepId = Step["id"];
/** Whether each step offered is done. */
export type StepState = Partial<Record<StepId, boolean>>;

/** The steps a role whose permissions `allowed` says is offered, in order. */
export const stepsFor = (allowed: (permission: Permission) => boolean): Step[] =>
  GETTING_STARTED_STEPS.filter((s) => allowed(s.permission));

export const stepsDone = (steps: readonly Step[], state: StepState) => steps.filter((s) => state[s.id]).length;
