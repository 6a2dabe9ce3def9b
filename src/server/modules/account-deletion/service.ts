import type { Logger } from "pino";
import type { DeleteAccountInput, DeletionCheck, SharedWorkspace } from "../../../contracts/account-deletion/schemas";
import { ACCOUNT_DELETION_RULES as R } from "../../../contracts/account-deletion/rules";
import { toLanguage } from "../../../contracts/language";
import type { Database } from "../../db/client";
import type { Mailer } from "../../integrations/mail/mailer";
import type { FileStorage } from "../../integrations/storage/file-storage";
import type { JobQueue } from "../../jobs/job-queue";
import { dropAccountJobs, jobTablePresent } from "../../jobs/pgboss-internals";
import { QUEUES, type QueueName } from "../../jobs/queues";
import type { Actor } from "../../lib/actor";
import { AppError } from "../../lib/errors";
import type { LimitStore } from "../../lib/limit-store";
import { RateLimiter } from "../../lib/rate-limiter";
import type { PasswordHashing } from "../auth/auth";
import { checkDeletionCode, consumeDeletionCode, forgetDeletionCode, issueDeletionCode } from "./confirmation-code";
import { accountFolders, removeAccountFiles } from "./files";
import { accountDeletedMail, deletionCodeMail } from "./mails";
import * as q from "./queries";

export interface AccountDeletionDeps {
  database: Database;
  logger: Logger;
  mailer: Mailer;
  storage: FileStorage;
  jobs: JobQueue | null;
  limits: LimitStore;
  /** How the account's password is checked: better-auth's own (its context's `password`). */
  passwords: () => Promise<PasswordHashing>;
  clock: () => Date;
}

/** The queues whose payload names a user (`userId`): their jobs go with the account. */
const USER_QUEUES = (Object.keys(QUEUES) as QueueName[]).filter((name) => {
  const payload = QUEUES[name].payload as { shape?: Record<string, unknown> };
  return payload.shape !== undefined && "userId" in payload.shape;
});

const sharedError = (workspaces: SharedWorkspace[]) =>
  new AppError({
    code: "ACCOUNT_DELETION_SHARED_WORKSPACES",
    message: `Hand over these workspaces before deleting your account: ${workspaces
      .map((w) => w.name ?? "your personal workspace")
      .join(", ")}`,
  });

/** The deletion was refused (a wrong code found in the transaction, a shared workspace): rolled back as such. */
class Refused extends Error {
  constructor(readonly error: AppError) {
    super(error.message);
  }
}

/**
 * "Delete my account" (docs/architecture/account-deletion.md): what it needs, the mailed code for an account
 * without a password, and the deletion itself: one transaction for every row, then the files, then a mail.
 */
export function accountDeletionService(deps: AccountDeletionDeps) {
  const { database, logger, mailer, storage, jobs, limits, clock } = deps;
  const db = database.db;
  const codes = new RateLimiter(limits, "account-deletion-codes", R.windowSeconds);
  const attempts = new RateLimiter(limits, "account-deletion-attempts", R.windowSeconds);

  /** Checks the confirmation; answers the code's hash to consume in the transaction (null for a password). */
  async function confirm(userId: string, input: DeleteAccountInput): Promise<string | null> {
    const hash = await q.hasPassword(db, userId);
    if (hash !== null && input.password === undefined)
      throw new AppError({ code: "ACCOUNT_DELETION_PASSWORD_REQUIRED", message: "Enter your password" });
    if (hash === null && input.code === undefined)
      throw new AppError({ code: "ACCOUNT_DELETION_CODE_REQUIRED", message: "Enter the code sent to your address" });
    const wait = await attempts.take({ key: userId, max: R.attemptsPerWindow });
    if (wait > 0) throw new AppError({ code: "ACCOUNT_DELETION_RATE_LIMITED", retryAfterSeconds: wait });
    if (hash !== null) {
      const passwords = await deps.passwords();
      if (!(await passwords.verify({ hash, password: input.password! }).catch(() => false)))
        throw new AppError({ code: "ACCOUNT_DELETION_WRONG_PASSWORD", message: "The password is wrong" });
      return null;
    }
    const codeHash = await checkDeletionCode(db, userId, input.code!);
    if (!codeHash) throw wrongCode();
    return codeHash;
  }

  return {
    async check(actor: Actor): Promise<DeletionCheck> {
      const [hash, shared] = await Promise.all([q.hasPassword(db, actor.userId), q.sharedWorkspaces(db, actor.userId)]);
      return { confirmation: hash === null ? "code" : "password", sharedWorkspaces: shared };
    },

    /** Mails a code to an account without a password (a new one replaces the last); at most a few per window. */
    async sendCode(actor: Actor): Promise<{ expiresInMinutes: number }> {
      if ((await q.hasPassword(db, actor.userId)) !== null)
        throw new AppError({ code: "ACCOUNT_DELETION_PASSWORD_REQUIRED", message: "Your account has a password" });
      const wait = await codes.take({ key: actor.userId, max: R.codesPerWindow });
      if (wait > 0) throw new AppError({ code: "ACCOUNT_DELETION_RATE_LIMITED", retryAfterSeconds: wait });
      const user = await q.readUser(db, actor.userId);
      if (!user) throw new AppError({ code: "UNAUTHORIZED", message: "You must be signed in" });
      const code = await issueDeletionCode(db, actor.userId, clock());
      try {
        await mailer.send(deletionCodeMail(toLanguage(user.language), user.email, code, R.codeExpiresMinutes));
      } catch (err) {
        await forgetDeletionCode(db, actor.userId);
        logger.error({ err: (err as Error).message }, "account deletion: the code could not be mailed");
        throw new AppError({ code: "SERVICE_UNAVAILABLE", message: "The code could not be sent: try again later" });
      }
      return { expiresInMinutes: R.codeExpiresMinutes };
    },

    /**
     * Deletes the account once confirmed: in one transaction the scheduled posts are unscheduled or deleted with
     * their jobs, the workspaces that go with the user and every row of theirs (sessions included: the cookie is
     * refused at once by every process); then the files, then the mail. A failure before the commit deletes nothing.
     */
    async deleteAccount(actor: Actor, input: DeleteAccountInput): Promise<void> {
      const userId = actor.userId;
      const shared = await q.sharedWorkspaces(db, userId);
      if (shared.length > 0) throw sharedError(shared);
      const codeHash = await confirm(userId, input);

      let done: { user: q.DeletedUser; workspaceIds: string[] };
      try {
        done = await db.transaction(async (tx) => {
          const user = await q.lockUser(tx, userId);
          if (!user) throw new Refused(new AppError({ code: "UNAUTHORIZED", message: "You must be signed in" }));
          if (codeHash !== null && !(await consumeDeletionCode(tx, userId, codeHash))) throw new Refused(wrongCode());
          const stillShared = await q.sharedWorkspaces(tx, userId);
          if (stillShared.length > 0) throw new Refused(sharedError(stillShared));
          const workspaceIds = await q.workspacesToDelete(tx, userId);
          await q.unscheduleKeptPosts(tx, userId, workspaceIds);
          const { rows } = await tx.execute<{ present: boolean }>(jobTablePresent);
          if (rows[0]?.present)
            for (const statement of dropAccountJobs({ queues: USER_QUEUES, userId, workspaceIds }))
              await tx.execute(statement);
          await forgetDeletionCode(tx, userId);
          await q.deleteAccountRows(tx, userId, user.email, workspaceIds);
          return { user, workspaceIds };
        });
      } catch (err) {
        if (err instanceof Refused) throw err.error;
        logger.error({ err: (err as Error).message }, "account deletion rolled back");
        throw new AppError({
          code: "ACCOUNT_DELETION_FAILED",
          message: "Your account could not be deleted: nothing was deleted. Try again in a moment.",
        });
      }
      logger.info({ workspaces: done.workspaceIds.length }, "account deleted");

      const left = await removeAccountFiles(storage, accountFolders(userId, done.workspaceIds), logger);
      if (left.length > 0)
        await jobs?.send("account-deletion.files", { folders: left }).catch((err: Error) => {
          logger.error({ err: err.message }, "account deletion: the files' retry could not be queued");
        });
      await mailer
        .send(accountDeletedMail(toLanguage(done.user.language), done.user.email))
        .catch((err: Error) => logger.error({ err: err.message }, "account deletion: the confirmation mail failed"));
    },
  };
}

function wrongCode() {
  return new AppError({
    code: "ACCOUNT_DELETION_WRONG_CODE",
    message: "The code is wrong or has expired: ask for a new one",
  });
}

export type AccountDeletionService = ReturnType<typeof accountDeletionService>;
