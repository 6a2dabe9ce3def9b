import { defineWorker } from "../../jobs/worker";
import { removeAccountFiles } from "./files";

/** Empties a deleted account's storage folders left by the deletion; fails (and is retried) while some remain. */
export const accountDeletionFilesWorker = defineWorker({
  queue: "account-deletion.files",
  needs: ["accountData"],
  async run({ folders }, { log }, { accountData }) {
    const left = await removeAccountFiles(accountData.storage, folders, log);
    if (left.length > 0) throw new Error(`${left.length} folders of a deleted account not emptied yet`);
    return { folders: folders.length };
  },
});
