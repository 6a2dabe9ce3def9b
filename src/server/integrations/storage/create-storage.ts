import { PROFILE_LIMITS } from "../../../contracts/profile/schemas";
import type { Config } from "../../config";
import { AVATARS_FOLDER, type FileStorage } from "./file-storage";
import { createLocalDiskStorage } from "./local-disk-storage";
import { createS3Storage } from "./s3-storage";

/** S3-compatible object storage when S3_BUCKET is set, otherwise files under DATA_DIR/uploads. */
export function createStorage(config: Config): FileStorage {
  const {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  } = config;
  if (!bucket) return createLocalDiskStorage(`${config.DATA_DIR}/uploads`);
  // loadConfig has already refused a bucket without these three
  if (!endpoint || !accessKeyId || !secretAccessKey)
    throw new Error("S3_BUCKET needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  return createS3Storage({
    endpoint,
    bucket,
    region: config.S3_REGION,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    publicUrl: config.S3_PUBLIC_URL,
    cacheControl: storedCacheControl,
  });
}

/**
 * Kept with each object in the bucket, for whatever reads it there (a CDN before S3_PUBLIC_URL): avatars public and
 * cached, every other file private and never stored by a shared cache.
 */
export function storedCacheControl(key: string): string {
  return key.startsWith(AVATARS_FOLDER) ? `public, max-age=${PROFILE_LIMITS.avatarCacheSeconds}` : "private, no-store";
}
