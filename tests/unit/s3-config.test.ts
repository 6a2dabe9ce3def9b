import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/server/config";
import { createStorage } from "../../src/server/integrations/storage/create-storage";

const S3 = {
  S3_ENDPOINT: "http://127.0.0.1:9000",
  S3_BUCKET: "pillarpost",
  S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
  S3_SECRET_ACCESS_KEY: "example-secret-key",
};

/** The message loadConfig stops with. */
function failure(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error("loadConfig accepted the configuration");
}

describe("S3 configuration", () => {
  it("is off by default, with us-east-1 and path-style addressing", () => {
    const c = loadConfig({});
    expect(c.S3_BUCKET).toBeUndefined();
    expect(c.S3_REGION).toBe("us-east-1");
    expect(c.S3_FORCE_PATH_STYLE).toBe(true);
    const empty = loadConfig({
      S3_BUCKET: "",
      S3_ENDPOINT: "",
      S3_REGION: "",
      S3_FORCE_PATH_STYLE: "",
      S3_PUBLIC_URL: " ",
    });
    expect(empty).toMatchObject({
      S3_BUCKET: undefined,
      S3_ENDPOINT: undefined,
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: true,
      S3_PUBLIC_URL: undefined,
    });
  });

  it("reads a full S3 setup", () => {
    const c = loadConfig({
      ...S3,
      S3_REGION: "eu-west-3",
      S3_FORCE_PATH_STYLE: "false",
      S3_PUBLIC_URL: "https://cdn.example.com/avatars",
    });
    expect(c).toMatchObject({
      ...S3,
      S3_REGION: "eu-west-3",
      S3_FORCE_PATH_STYLE: false,
      S3_PUBLIC_URL: "https://cdn.example.com/avatars",
    });
  });

  it("names each variable a bucket needs", () => {
    for (const name of ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
      const msg = failure({ ...S3, [name]: "" });
      expect(msg).toContain(`${name}: is required when S3_BUCKET is set`);
      expect(msg.match(/S3_/g)?.length).toBe(2); // only that one line
    }
    const all = failure({ S3_BUCKET: "pillarpost" });
    expect(all).toContain("S3_ENDPOINT: is required");
    expect(all).toContain("S3_ACCESS_KEY_ID: is required");
    expect(all).toContain("S3_SECRET_ACCESS_KEY: is required");
  });

  it("refuses S3 settings without a bucket rather than silently keeping files on disk", () => {
    const { S3_BUCKET: _bucket, ...rest } = S3;
    expect(failure(rest)).toContain("S3_BUCKET: is required when other S3_ variables are set");
  });

  it("checks the bucket name and the URLs, and never echoes the secret", () => {
    expect(failure({ ...S3, S3_BUCKET: "My_Bucket" })).toContain("S3_BUCKET: must be a bucket name");
    expect(failure({ ...S3, S3_ENDPOINT: "minio:9000" })).toContain("S3_ENDPOINT");
    expect(failure({ ...S3, S3_PUBLIC_URL: "javascript:alert(1)" })).toContain(
      "S3_PUBLIC_URL: must be an http:// or https:// URL",
    );
    expect(failure({ ...S3, S3_ENDPOINT: "http://key:pw@127.0.0.1:9000" })).toContain(
      "S3_ENDPOINT: must not contain a user name or password",
    );
    expect(failure({ ...S3, S3_ENDPOINT: "" })).not.toContain(S3.S3_SECRET_ACCESS_KEY);
  });
});

describe("createStorage", () => {
  it("keeps files on disk without S3_BUCKET and uses S3 with it", () => {
    expect(createStorage(loadConfig({})).publicUrl("avatars/u/1.png")).toBe("/uploads/avatars/u/1.png");
    const s3 = createStorage(loadConfig({ ...S3, S3_PUBLIC_URL: "https://cdn.example.com/" }));
    expect(s3.publicUrl("avatars/u/1.png")).toBe("https://cdn.example.com/avatars/u/1.png");
  });
});
