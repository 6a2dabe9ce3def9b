import type { JobQueue } from "../jobs/job-queue";
import type { LinkedInConnectClient } from "./linkedin/connect-client";
import type { LinkedInPublisher } from "./linkedin/publisher";
import type { LlmClient } from "./llm/llm-client";
import type { Mailer } from "./mail/mailer";
import type { FileStorage } from "./storage/file-storage";

/** Everything outside the process, built once per process (composition.ts). Tests replace any of them with a fake. */
export interface Integrations {
  mailer: Mailer;
  storage: FileStorage;
  /** null when LLM_BASE_URL / LLM_MODEL are not set: the built-in generator answers. */
  llm: LlmClient | null;
  /** Posts, uploads and comments on LinkedIn (LINKEDIN_API_URL: LinkedIn, or the simulator). */
  linkedin: LinkedInPublisher;
  /** LinkedIn's OpenID Connect endpoints (connect, token refresh); null when LINKEDIN_CLIENT_ID is not set. */
  linkedinConnect: LinkedInConnectClient | null;
  /** The job queue services enqueue into (jobs/boss.ts `createJobs` builds it before compose); null where no queue runs (tests). */
  jobs: JobQueue | null;
}
