import type { RefObject } from "react";
import type { LinkedinConnection } from "@contracts/linkedin/schemas";
import type { Post } from "@contracts/posts/schemas";
import type { Publishing } from "@contracts/publishing/schemas";
import type { PanelDialog, PanelAct } from "./use-panel-actions";

/** What each status's view of the publishing panel gets (one component per status, ./index.ts). */
export interface StateProps {
  /** null: a new post the server does not have yet (its actions wait). */
  post: Post | null;
  publishing: Publishing | undefined;
  /** The workspace's connection; undefined while it loads (nothing is said about it then). */
  connection: LinkedinConnection | null | undefined;
  /** What stops the text as typed now from being published, in words (null: nothing). */
  textProblem: string | null;
  /** A time in the user's zone, with the zone. */
  when: (iso: string) => string;
  /** Saves what is typed, then opens the dialog. */
  open: (dialog: PanelDialog, queue?: boolean) => void;
  /** Saves what is typed, then sends the action on the saved version. */
  act: PanelAct;
  pending: boolean;
  /** Schedule… or Reschedule…, where the schedule dialog returns the focus. */
  scheduleTrigger: RefObject<HTMLButtonElement | null>;
  /** "Post the comment again" worked (said once, politely). */
  commentPosted: boolean;
  /**
   * The role may schedule and publish (post.schedule): without it the view says where the post stands, with no
   * action (the server would refuse each: 403) and no advice that only those actions follow.
   */
  maySchedule: boolean;
}
