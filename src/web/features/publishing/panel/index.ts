import type { ComponentType } from "react";
import type { LifecycleAction } from "@contracts/posts/lifecycle";
import type { PostStatus } from "@contracts/posts/rules";
import { DraftState } from "./draft-state";
import { FailedState } from "./failed-state";
import { NeedsCheckState } from "./needs-check-state";
import { PublishedState } from "./published-state";
import { PublishingState } from "./publishing-state";
import { ScheduledState } from "./scheduled-state";
import type { StateProps } from "./state-props";

/** The publishing panel's view of each status. */
export const STATE_VIEWS: Record<PostStatus, ComponentType<StateProps>> = {
  idea: DraftState,
  draft: DraftState,
  scheduled: ScheduledState,
  publishing: PublishingState,
  published: PublishedState,
  failed: FailedState,
  needs_check: NeedsCheckState,
};

/**
 * The lifecycle actions each view offers (tests/web/publishing-panel-states.test.ts checks each is allowed from its status):
 * a scheduled post is rescheduled or unscheduled, not queued again from here.
 */
export const STATE_OFFERS: Record<PostStatus, readonly LifecycleAction[]> = {
  idea: ["schedule", "queue", "publishNow"],
  draft: ["schedule", "queue", "publishNow"],
  scheduled: ["schedule", "unschedule"],
  publishing: [],
  published: [],
  failed: ["publishAgain"],
  needs_check: ["publishAgain", "markPublished"],
};

export type { StateProps } from "./state-props";
