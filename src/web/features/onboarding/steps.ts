/** A new user's first steps, in order, and where each is done. */
export const GETTING_STARTED_STEPS = [
  { id: "strategy", to: "/strategy" },
  { id: "linkedin", to: "/apps" },
  { id: "slots", to: "/scheduler/slots" },
  { id: "firstPost", to: "/editor" },
] as const;

export type StepId = (typeof GETTING_STARTED_STEPS)[number]["id"];
export type StepState = Record<StepId, boolean>;

export const stepsDone = (state: StepState) => GETTING_STARTED_STEPS.filter((s) => state[s.id]).length;
