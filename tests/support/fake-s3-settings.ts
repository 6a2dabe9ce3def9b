import { startFakeS3, type FakeS3 } from "../fakes/s3";

/**
 * The S3 settings several processes on one database need, pointing at a fake S3 with that bucket: a process checks
 * at start that its bucket exists and its keys may read it.
 */
export async function fakeS3Settings(bucket = "pillarpost-test"): Promise<{ env: Record<string, string>; s3: FakeS3 }> {
  const keyId = "AKIAPILLARPOSTPROCS";
  const secret = "fake-s3-secret-for-processes-0123456789";
  const s3 = await startFakeS3({ credentials: { [keyId]: secret }, buckets: [bucket] });
  return {
    s3,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: s3.endpoint, S3_ACCESS_KEY_ID: keyId, S3_SECRET_ACCESS_KEY: secret },
  };
}
