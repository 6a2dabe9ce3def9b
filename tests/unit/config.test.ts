import { describe, expect, it } from "vitest";
import { DEFAULT_LINKEDIN_API_VERSION } from "../../src/contracts/linkedin/api-version";
import { AUTH_SECRET_REQUIRED, ConfigError, loadConfig, publicOrigin } from "../../src/server/config";

describe("config", () => {
  it("has defaults that run with no configuration", () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.SMTP_URL).toBeUndefined();
    expect(c.DATA_DIR).toBe("./data");
    expect(publicOrigin(c, 3000)).toBe("http://localhost:3000");
  });

  it("treats empty strings as unset", () => {
    const c = loadConfig({ DATABASE_URL: "", SMTP_URL: " ", APP_URL: "" });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.SMTP_URL).toBeUndefined();
  });

  it("stops with a message naming each bad variable", () => {
    expect(() => loadConfig({ PORT: "eighty", DATABASE_URL: "not a url", AUTH_SECRET: "short" })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "not a url", AUTH_SECRET: "short" });
    } catch (err) {
      const msg = (err as Error).message;
      expect(msg).toContain("PORT");
      expect(msg).toContain("DATABASE_URL");
      expect(msg).toContain("AUTH_SECRET: must be at least 32 characters");
    }
  });

  it("parses booleans and numbers", () => {
    const c = loadConfig({ TRUST_PROXY: "true", JOBS_ENABLED: "0", PORT: "8080", APP_URL: "https://app.example.com/" });
    expect(c.TRUST_PROXY).toBe(true);
    expect(c.JOBS_ENABLED).toBe(false);
    expect(publicOrigin(c, 8080)).toBe("https://app.example.com");
  });

  it("refuses an external database without AUTH_SECRET: each data directory would generate its own", () => {
    const external = "postgres://u@db.example.com:5432/pillarpost";
    expect(() => loadConfig({ DATABASE_URL: external })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: external })).toThrow(`AUTH_SECRET: ${AUTH_SECRET_REQUIRED}`);
    expect(AUTH_SECRET_REQUIRED).toContain("DATABASE_URL");
    expect(loadConfig({ DATABASE_URL: external, AUTH_SECRET: "x".repeat(32) }).AUTH_SECRET).toBe("x".repeat(32));
    // the embedded database keeps the secret generated into DATA_DIR
    expect(loadConfig({}).AUTH_SECRET).toBeUndefined();
  });

  it("has LinkedIn's real API base URLs by default, overridable for the simulator, without trailing slash", () => {
    const c = loadConfig({});
    expect(c.LINKEDIN_API_URL).toBe("https://api.linkedin.com");
    expect(c.LINKEDIN_WEB_URL).toBe("https://www.linkedin.com");
    expect(c.LINKEDIN_API_VERSION).toBe(DEFAULT_LINKEDIN_API_VERSION);
    expect(c.LINKEDIN_API_TIMEOUT_MS).toBe(30_000);
    const sim = loadConfig({
      LINKEDIN_API_URL: "http://127.0.0.1:3101/",
      LINKEDIN_WEB_URL: "",
      LINKEDIN_API_VERSION: "202611",
    });
    expect(sim.LINKEDIN_API_URL).toBe("http://127.0.0.1:3101");
    expect(sim.LINKEDIN_WEB_URL).toBe("https://www.linkedin.com");
    expect(sim.LINKEDIN_API_VERSION).toBe("202611");
  });

  it("refuses a LinkedIn API URL that is not http(s) or carries credentials, and a version not written YYYYMM", () => {
    expect(() => loadConfig({ LINKEDIN_API_URL: "ftp://api.example.com" })).toThrow("LINKEDIN_API_URL");
    expect(() => loadConfig({ LINKEDIN_API_URL: "https://u:p@api.example.com" })).toThrow("user name or password");
    expect(() => loadConfig({ LINKEDIN_API_VERSION: "2026-01" })).toThrow("LINKEDIN_API_VERSION");
    expect(() => loadConfig({ LINKEDIN_API_VERSION: "202613" })).toThrow("LINKEDIN_API_VERSION");
  });
});
