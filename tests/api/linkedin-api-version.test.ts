import { describe, expect, it } from "vitest";
import { makeTestApp, signedInUser } from "../support/test-app";

// The LinkedIn-Version sent and when LinkedIn retires it, said in /api/health and with the connection (the Apps
// page), against the app's clock: 202601 is retired around 2027-01-15, the warning starts 60 days before.
const at = (iso: string) => () => new Date(iso);

async function health(version: string, now: string) {
  const t = makeTestApp({ LINKEDIN_API_VERSION: version }, { clock: at(now) });
  const res = await t.app.request("/api/health");
  expect(res.status).toBe(200);
  return ((await res.json()) as { linkedinApiVersion: unknown }).linkedinApiVersion;
}

describe("the LinkedIn-Version's retirement", () => {
  it("in /api/health: current until 60 days before, then retiring, then retired", async () => {
    expect(await health("202601", "2026-11-15T23:59:59Z")).toEqual({
      version: "202601",
      retiresAround: "2027-01-15",
      state: "current",
    });
    expect(await health("202601", "2026-11-16T00:00:00Z")).toMatchObject({ state: "retiring" });
    expect(await health("202601", "2026-11-27T09:00:00Z")).toMatchObject({ state: "retiring" });
    expect(await health("202601", "2027-01-15T00:00:00Z")).toMatchObject({ state: "retired" });
  });

  it("the default version is months from its retirement on the day it was chosen", async () => {
    const t = makeTestApp({}, { clock: at("2026-11-27T09:00:00Z") });
    const body = await (await t.app.request("/api/health")).json();
    expect(body.linkedinApiVersion).toEqual({ version: "202608", retiresAround: "2027-08-15", state: "current" });
  });

  it("with the connection, for the Apps page", async () => {
    const t = makeTestApp({ LINKEDIN_API_VERSION: "202601" }, { clock: at("2026-11-27T09:00:00Z") });
    const { client } = await signedInUser(t);
    const res = await client.json("/api/linkedin/connection");
    expect(res.status).toBe(200);
    expect(res.body.apiVersion).toEqual({ version: "202601", retiresAround: "2027-01-15", state: "retiring" });
  });
});
