import type { PostingSlotsResponse, ReplacePostingSlotsInput } from "../../../contracts/scheduling/schemas";
import { FREQUENCIES, QUESTION_IDS, type Frequency } from "../../../contracts/strategy/rules";
import { suggestedSlots } from "../../../shared/schedule/suggested-slots";
import { withUser, type Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import * as q from "./queries";
import type { Actor } from "../../lib/actor";

/** The frequency the user answered in the strategy questionnaire, if it is one of the known ones. */
function toFrequency(response: string | null): Frequency | null {
  if (response === null) return null;
  try {
    const value: unknown = JSON.parse(response);
    return typeof value === "string" && (FREQUENCIES as readonly string[]).includes(value)
      ? (value as Frequency)
      : null;
  } catch {
    return null;
  }
}

/** The workspace's weekly posting slots ("Add to queue" itself is a publishing action: ../publishing). */
export function schedulingService({ database }: { database: Database }) {
  return {
    async list(actor: Actor): Promise<PostingSlotsResponse> {
      return withUser(
        database,
        actor,
        async (db) => ({ slots: await q.listSlots(db), timeZone: await q.userTimeZone(db, actor.userId) }),
        { readOnly: true },
      );
    },

    /** The whole set at once, in the user's zone of now (a slot keeps it when the user later moves). */
    async replace(actor: Actor, input: ReplacePostingSlotsInput): Promise<PostingSlotsResponse> {
      return withUser(database, actor, async (db) => {
        await q.lockWorkspaceQueue(db);
        const timeZone = await q.userTimeZone(db, actor.userId);
        if (!timeZone && input.slots.length) throw new AppError({ code: "TIME_ZONE_REQUIRED" });
        await q.replaceSlots(db, input.slots, timeZone ?? "UTC");
        return { slots: await q.listSlots(db), timeZone };
      });
    },

    /** Slots for the posting frequency of the user's strategy (the default one when unanswered); nothing saved. */
    async suggest(actor: Actor) {
      const answer = await withUser(
        database,
        actor,
        (db) => q.strategyAnswer(db, actor.userId, QUESTION_IDS.frequency),
        {
          readOnly: true,
        },
      );
      return suggestedSlots(toFrequency(answer));
    },
  };
}

export type SchedulingService = ReturnType<typeof schedulingService>;
