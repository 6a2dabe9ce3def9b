import { MODULES } from "../../modules";
import type { Worker, WorkerResources } from "../worker";
import { backupWorker } from "./backup";
import { cleanupWorker } from "./cleanup";
import { trashPurgeWorker } from "./trash-purge";
import { smokeWorker } from "./smoke";

/**
 * Every worker a worker-running process starts (one per queue): the system's own, here (the queue check, the
 * cleanup of expired rows, the trash purge across posts and notes), then each module's (`workers` of its manifest).
 */
export const WORKERS: readonly Worker[] = [
  smokeWorker,
  cleanupWorker,
  trashPurgeWorker,
  backupWorker,
  ...MODULES.flatMap((module): readonly Worker[] => module.workers ?? []),
];

/** Every worker given what it needs (compose(), and tests that start workers on fakes). */
export function composeWorkers(resources: Omit<WorkerResources, "system">) {
  const all: WorkerResources = { ...resources, system: resources.database.db };
  return WORKERS.map((w) => w.compose(all));
}
