import { messageCodes } from "../messages";

/**
 * Post rules without zod (the editor's first load reads them). Statuses: the writer moves a post between `idea`
 * and `draft`; scheduling and the publishing worker drive the others (every move: ./lifecycle.ts).
 */
export const POST_STATUSES = [
  "idea",
  "draft",
  "scheduled",
  "publishing",
  "published",
  "failed",
  "needs_check",
] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** The statuses a writer sets directly (PATCH, create). */
export const WRITABLE_POST_STATUSES = ["idea", "draft"] as const satisfies readonly PostStatus[];
export type WritablePostStatus = (typeof WRITABLE_POST_STATUSES)[number];

/** The orders of the post list (GET /api/posts `sort`); `planned` = published time, else scheduled time. */
export const POST_SORTS = ["updated", "created", "planned", "status", "pillar"] as const;
export type PostSort = (typeof POST_SORTS)[number];

/** The dates the post list's from/to filter reads. */
export const POST_DATE_FIELDS = ["updated", "created", "planned"] as const;
export type PostDateField = (typeof POST_DATE_FIELDS)[number];

/** Where a bulk `move` takes posts: idea or draft (as the editor does), or scheduled (each added to the queue). */
export const BULK_MOVE_STATUSES = ["idea", "draft", "scheduled"] as const;
export type BulkMoveStatus = (typeof BULK_MOVE_STATUSES)[number];

export const POST_STORAGE_LIMITS = {
  /**
   * What a post may hold while it is being written. LinkedIn's own limit (3,000 UTF-16 units) blocks scheduling,
   * never saving: a writer may paste a long text and cut it down.
   */
  bodyMax: 30_000,
  firstCommentMax: 30_000,
  /**
   * The title LinkedIn shows over a document (PDF) post. LinkedIn requires one for documents but documents no
   * length (docs/LINKEDIN.md): a few lines at most, like a file name.
   */
  documentTitleMax: 400,
} as const;

/** A PDF post's title when the writer gives none: its file name without the extension (what LinkedIn got before). */
export function defaultDocumentTitle(fileName: string): string {
  return fileName.replace(/\.pdf$/i, "");
}

/** Days a deleted post or note stays in the trash before the clean-up purges it. */
export const TRASH_RETENTION_DAYS = 30;

export const POST_MESSAGES = {
  versionConflict: "This item was changed elsewhere (another tab or device). Reload it to see the latest version.",
  pillarNotFound: "The pillar does not exist or is not yours",
  noteNotFound: "The note does not exist in this workspace",
  statusNotWritable: "This status is set by scheduling and publishing, not by editing",
  postNotEditable:
    "This post is being published or is already on LinkedIn (or its status is set by publishing): it cannot be changed",
} as const;
export const POST_CODES = messageCodes(POST_MESSAGES);
