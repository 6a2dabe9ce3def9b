import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm/errors";
import pg from "pg";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { loggableError, routeConsoleToLogger } from "../../src/server/lib/log-error";

const SECRET = "s3cret-value-42";

function failedQuery() {
  const cause = Object.assign(new pg.DatabaseError(`invalid input syntax for type uuid: "${SECRET}"`, 100, "error"), {
    code: "22P02",
    severity: "ERROR",
    routine: "string_to_uuid",
    detail: `Key (email)=(${SECRET}) already exists.`,
  });
  return new DrizzleQueryError('update "users" set "headline" = $1 where "users"."id" = $2', [SECRET, "user-1"], cause);
}

function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      cb();
    },
  });
  return { lines, logger: pino({ level: "debug" }, sink) };
}

describe("loggable errors", () => {
  it("keep the SQL text, the SQLSTATE and the frames, never the parameter values", () => {
    const out = loggableError(failedQuery());
    const text = JSON.stringify(out);
    expect(text).not.toContain(SECRET);
    expect(out).toMatchObject({
      type: "DrizzleQueryError",
      query: 'update "users" set "headline" = $1 where "users"."id" = $2',
    });
    expect(out.cause).toMatchObject({ db: { code: "22P02", routine: "string_to_uuid" } });
    expect(String(out.stack)).toMatch(/^at /);
  });

  it("describe anything thrown", () => {
    expect(loggableError("plain")).toEqual({ message: "plain" });
    expect(loggableError(new Error("broken")).message).toBe("broken");
  });
});

describe("console routed to the logger", () => {
  const saved = { ...console };
  afterEach(() => Object.assign(console, saved));

  it("writes JSON lines through pino, without query values", () => {
    const { lines, logger } = capture();
    routeConsoleToLogger(logger);
    console.error(failedQuery());
    console.warn("careful %s", "now");
    console.log(`Failed query: select 1\nparams: ${SECRET}`);
    expect(lines).toHaveLength(3);
    const parsed = lines.map((l) => JSON.parse(l));
    expect(parsed.map((p) => p.level)).toEqual([50, 40, 30]);
    expect(parsed[1].msg).toBe("careful now");
    expect(lines.join("\n")).not.toContain(SECRET);
  });
});
