/**
 * What each table of the Drizzle schema (./schema) is, in one place: content, which an account export and a
 * backup carry, or system state, which they leave out. tests/unit/table-kinds.test.ts fails when a table of the
 * schema is in neither list (a new table must say which it is) or in both.
 *
 * Content is owned by a workspace (`workspace_id`, row-level security by membership) or by a user (`user_id`,
 * their own rows, or the user row itself). A `secret` table is backed up (a restore without it signs nobody in,
 * publishes nowhere) but never exported: it holds credentials and tokens.
 */
export interface ContentTable {
  readonly owner: "workspace" | "user";
  readonly secret?: true;
}

export const CONTENT_TABLES = {
  workspaces: { owner: "workspace" },
  workspace_members: { owner: "workspace" },
  notes: { owner: "workspace" },
  posts: { owner: "workspace" },
  media: { owner: "workspace" },
  post_media: { owner: "workspace" },
  generations: { owner: "workspace" },
  prompts: { owner: "workspace" },
  posting_slots: { owner: "workspace" },
  notifications: { owner: "workspace" },
  carousels: { owner: "workspace" },
  carousel_exports: { owner: "workspace" },
  brand_kits: { owner: "workspace" },
  saved_posts: { owner: "workspace" },
  inspiration_favourites: { owner: "workspace" },
  linkedin_connections: { owner: "workspace", secret: true },
  users: { owner: "user" },
  accounts: { owner: "user", secret: true },
  linkedin_profiles: { owner: "user" },
  notification_preferences: { owner: "user" },
  strategy_user_responses: { owner: "user" },
  linkedin_strategies: { owner: "user" },
  linkedin_strategy_pillars: { owner: "user" },
} as const satisfies Record<string, ContentTable>;

/** State the app rebuilds or can lose: sessions, limits, leases, queued mail, seeded reference data. */
export const SYSTEM_TABLES = {
  sessions: "signed-in sessions: a restore signs everyone in again",
  verifications: "short-lived email and password-reset tokens",
  rate_limits: "counters of the rate limits, forgotten after their window",
  leases: "which process holds a job's lease, renewed by heartbeats",
  outbox_mails: "mail waiting to be sent, gone once sent",
  account_exports: 'a user\'s "Export my data" zips, each downloadable for 7 days: the export itself is not exported',
  strategy_questions: "the strategy questionnaire, seeded by the migrations",
  workspace_role_permissions: "what each workspace role may do, written by the migrations from permissions.ts",
} as const satisfies Record<string, string>;

/** Whole schemas of system state outside the Drizzle schema: pg-boss's job queue. */
export const SYSTEM_SCHEMAS = ["pgboss"] as const;

export type ContentTableName = keyof typeof CONTENT_TABLES;
export type SystemTableName = keyof typeof SYSTEM_TABLES;
