import pino from "pino";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_LINKEDIN_API_VERSION,
  linkedInVersionRetirement,
  linkedInVersionStatus,
} from "../../src/contracts/linkedin/api-version";
import { loadConfig } from "../../src/server/config";
import { warnOfLinkedInVersion } from "../../src/server/process";

describe("linkedInVersionStatus", () => {
  it("expects the retirement on the 15th of the same month a year later (LinkedIn's migration table)", () => {
    expect(linkedInVersionRetirement("202601").toISOString()).toBe("2027-01-15T00:00:00.000Z");
    expect(linkedInVersionRetirement("202412").toISOString()).toBe("2025-12-15T00:00:00.000Z");
    expect(() => linkedInVersionRetirement("202613")).toThrow("YYYYMM");
  });

  it("is retiring from 60 days before, retired from that day", () => {
    const status = (iso: string) => linkedInVersionStatus("202601", new Date(iso)).state;
    expect(status("2026-06-01T00:00:00Z")).toBe("current");
    expect(status("2026-11-15T23:59:59.999Z")).toBe("current");
    expect(status("2026-11-16T00:00:00Z")).toBe("retiring"); // 60 days before 2027-01-15
    expect(status("2027-01-14T23:59:59Z")).toBe("retiring");
    expect(status("2027-01-15T00:00:00Z")).toBe("retired");
  });

  it("the default is current on 2026-11-27, when the old default (202601) already warns", () => {
    const today = new Date("2026-11-27T12:00:00Z");
    expect(linkedInVersionStatus(DEFAULT_LINKEDIN_API_VERSION, today)).toEqual({
      version: "202608",
      retiresAround: "2027-08-15",
      state: "current",
    });
    expect(linkedInVersionStatus("202601", today).state).toBe("retiring");
  });
});

describe("warnOfLinkedInVersion (the log at start)", () => {
  function logged(version: string, iso: string) {
    const lines: Array<{ level: number; msg: string; linkedinApiVersion?: unknown }> = [];
    const sink = new Writable({
      write(chunk, _enc, cb) {
        lines.push(JSON.parse(String(chunk)));
        cb();
      },
    });
    warnOfLinkedInVersion(loadConfig({ LINKEDIN_API_VERSION: version }), pino({ level: "info" }, sink), new Date(iso));
    return lines;
  }

  it("says nothing while the version is current", () => {
    expect(logged("202608", "2026-11-27T12:00:00Z")).toEqual([]);
  });

  it("warns when it retires within 60 days, with the date and what to set", () => {
    const [line, ...rest] = logged("202601", "2026-11-27T12:00:00Z");
    expect(rest).toEqual([]);
    expect(line.level).toBe(40);
    expect(line.msg).toBe(
      "LinkedIn retires API version 202601 around 2027-01-15: from then no post is published; set " +
        "LINKEDIN_API_VERSION to a recent version (YYYYMM, see LinkedIn's API versioning page) and restart",
    );
    expect(line.linkedinApiVersion).toEqual({ version: "202601", retiresAround: "2027-01-15", state: "retiring" });
  });

  it("logs an error once it is retired", () => {
    const [line] = logged("202601", "2027-02-01T00:00:00Z");
    expect(line.level).toBe(50);
    expect(line.msg).toMatch(/^LinkedIn API version 202601 was retired around 2027-01-15: posts cannot be published/);
  });
});
