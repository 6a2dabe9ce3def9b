import { cleanupWorker } from "./cleanup";
import { trashPurgeWorker } from "./trash-purge";
import { smokeWorker } from "./smoke";
import { publishSweepWorker } from "./publish-sweep";
import { publishWorker } from "./publish";
import { notificationMailWorker } from "./notification-mail";
import { linkedInExpiryWorker } from "./linkedin-expiry";

/** Every worker a worker-running process starts (one per queue). */
export const WORKERS = [
  smokeWorker,
  cleanupWorker,
  trashPurgeWorker,
  publishWorker,
  publishSweepWorker,
  notificationMailWorker,
  linkedInExpiryWorker,
];
