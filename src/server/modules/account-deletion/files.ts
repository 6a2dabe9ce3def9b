import type { Logger } from "pino";
import type { FileStorage } from "../../integrations/storage/file-storage";

/** The storage folders of a deleted account: its avatars, its exports, and each deleted workspace's Library. */
export function accountFolders(userId: string, workspaceIds: string[]): string[] {
  return [`avatars/${userId}/`, `account-exports/${userId}/`, ...workspaceIds.map((id) => `media/${id}/`)];
}

/**
 * Removes every file under the folders (local disk or S3): Library files and thumbnails, carousel PDFs, avatars,
 * export zips. Runs after the rows are committed (a rolled-back deletion keeps its files); a file that cannot be
 * removed now is left to `account-deletion.files`, which tries again. Answers the folders not emptied.
 */
export async function removeAccountFiles(storage: FileStorage, folders: string[], log: Logger): Promise<string[]> {
  const left: string[] = [];
  for (const folder of folders) {
    try {
      for (const file of await storage.list(folder)) await storage.delete(file.key);
    } catch (err) {
      // the folder names an opaque id, never a name or an address
      log.warn({ folder, err: (err as Error).message }, "account deletion: files not removed yet");
      left.push(folder);
    }
  }
  return left;
}
