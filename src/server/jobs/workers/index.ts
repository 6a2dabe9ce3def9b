import type { Worker, WorkerResources } from "../worker";
import { cleanupWorker } from "./cleanup";
import { trashPurgeWorker } from "./trash-purge";
import { smokeWorker } from "./smoke";
import { publishSweepWorker } from "./publish-sweep";
import { publishWorker } from "./publish";
import { notificationMailWorker } from "./notification-mail";
import { linkedInExpiryWorker } from "./linkedin-expiry";

/** Every worker a worker-running process starts (one per queue). */
export const WORKERS: readonly Worker[] = [
  smokeWorker,
  cleanupWorker,
  trashPurgeWorker,
  publishWorker,
  publishSweepWorker,
  notificationMailWorker,
  linkedInExpiryWorker,
];

/** Every worker given what it needs (compose(), and tests that start workers on fakes). */
export function composeWorkers(resources: Omit<WorkerResources, "system">) {
  const all: WorkerResources = { ...resources, system: resources.database.db };
  return WORKERS.map((w) => w.compose(all));
}
