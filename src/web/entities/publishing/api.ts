import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Post } from "@contracts/posts/schemas";
import { PUBLISHING_PATHS as P } from "@contracts/publishing/paths";
import type {
  AnswerChecksInput,
  MarkPublishedInput,
  Publishing,
  SchedulePostInput,
} from "@contracts/publishing/schemas";
import { api, ApiError } from "@/lib/api/api-client";
import { useApiMutation, type MutationFailure } from "@/lib/api/api-mutation";
import { POST_KEYS } from "@/entities/posts/api";

/** A post and its publishing state, as every publishing endpoint answers. */
export interface PublishingAnswer {
  post: Post;
  publishing: Publishing;
}

export const PUBLISHING_KEYS = { one: (id: string) => ["publishing", id] as const };

/** How often to ask again: while the worker holds the post, and around a scheduled post's time. */
export function pollInterval(answer: PublishingAnswer | undefined, now = Date.now()): number | false {
  if (!answer) return false;
  if (answer.post.status === "publishing") return 2000;
  if (answer.post.status === "scheduled" && answer.publishing.scheduledAt) {
    const wait = Date.parse(answer.publishing.scheduledAt) - now;
    // close to (or past) its time: often, so "Published" shows soon after; far from it: rarely
    return Math.min(60_000, Math.max(2000, wait));
  }
  return false;
}

export const publishingQuery = (id: string) =>
  queryOptions({
    queryKey: PUBLISHING_KEYS.one(id),
    queryFn: (): Promise<PublishingAnswer> => api(P.getPublishing, { params: { id } }),
    refetchInterval: (query) => pollInterval(query.state.data),
  });

/** Keeps the post's cached copies (the editor's, the lists') in step with a publishing answer. */
export function useRememberPublishing() {
  const client = useQueryClient();
  return (answer: PublishingAnswer) => {
    client.setQueryData(PUBLISHING_KEYS.one(answer.post.id), answer);
    const cached = client.getQueryData<Post>(POST_KEYS.one(answer.post.id));
    if (!cached || cached.version < answer.post.version)
      client.setQueryData(POST_KEYS.one(answer.post.id), answer.post);
    void client.invalidateQueries({ queryKey: ["posts", "list"] });
  };
}

/** The post's publishing state, polled while it may change by itself; every newer answer updates the post. */
export function usePublishing(id: string | null) {
  // a post not created yet (the new post's editor) has no publishing to ask for
  const query = useQuery({ ...publishingQuery(id ?? ""), enabled: id !== null });
  const client = useQueryClient();
  const data = query.data;
  useEffect(() => {
    if (!data || id === null) return;
    const cached = client.getQueryData<Post>(POST_KEYS.one(id));
    if (cached && cached.version < data.post.version) client.setQueryData(POST_KEYS.one(id), data.post);
  }, [client, data, id]);
  return query;
}

/** After a 409 VERSION_CONFLICT: read the post and its state again (the caller says so to the user). */
export function useRefreshPost() {
  const client = useQueryClient();
  return (id: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: PUBLISHING_KEYS.one(id) }),
      client.invalidateQueries({ queryKey: POST_KEYS.all }),
    ]);
}

export const isVersionConflict = (error: unknown) => error instanceof ApiError && error.code === "VERSION_CONFLICT";

export type PublishingAction =
  | { kind: "schedule"; id: string; input: SchedulePostInput }
  | { kind: "publishNow" | "unschedule" | "publishAgain" | "queue" | "commentAgain"; id: string; version: number }
  | { kind: "markPublished"; id: string; input: MarkPublishedInput };

function run(action: PublishingAction): Promise<PublishingAnswer> {
  const params = { id: action.id };
  switch (action.kind) {
    case "schedule":
      return api(P.schedulePost, { params, body: action.input });
    case "markPublished":
      return api(P.markPostPublished, { params, body: action.input });
    case "publishNow":
      return api(P.publishPostNow, { params, body: { version: action.version } });
    case "unschedule":
      return api(P.unschedulePost, { params, body: { version: action.version } });
    case "publishAgain":
      return api(P.publishPostAgain, { params, body: { version: action.version } });
    case "queue":
      return api(P.queuePost, { params, body: { version: action.version } });
    case "commentAgain":
      return api(P.postCommentAgain, { params, body: { version: action.version } });
  }
}

/**
 * Any of the publishing actions: the answer updates the post everywhere; a 409 VERSION_CONFLICT reads it again
 * (the caller tells the user, with `failure` or inline), and so does a comment LinkedIn refused again (its words
 * and the post's version changed).
 */
export function usePublishingAction(failure: MutationFailure<PublishingAction>) {
  const remember = useRememberPublishing();
  const refresh = useRefreshPost();
  return useApiMutation({
    mutationFn: run,
    failure,
    onSuccess: remember,
    onSettled: (_data, error, action) => {
      if (isVersionConflict(error) || (error && action.kind === "commentAgain")) void refresh(action.id);
    },
  });
}

/** One answer to several posts that need a check (all or nothing); every post list and their states refresh. */
export function useAnswerChecks() {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: (input: AnswerChecksInput) => api(P.answerChecks, { body: input }).then((r) => r.posts),
    failure: "publishing.checks.failed",
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: POST_KEYS.all }),
        client.invalidateQueries({ queryKey: ["publishing"] }),
      ]),
  });
}
