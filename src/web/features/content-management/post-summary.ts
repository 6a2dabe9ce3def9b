import type { Post } from "@contracts/posts/schemas";

/** The first line of a post: what identifies it in a row or a card (the feed shows it first). */
export const postTitle = (post: Pick<Post, "body">) => post.body.trim().split("\n")[0]?.trim() ?? "";

/** When it is (or was) to be on LinkedIn: published, else scheduled; null for ideas and drafts. */
export const plannedAt = (post: Pick<Post, "publishedAt" | "scheduledAt" | "status">) =>
  post.publishedAt ?? (post.status === "idea" || post.status === "draft" ? null : post.scheduledAt);
