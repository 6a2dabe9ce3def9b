import { afterAll, describe, expect, inject, it } from "vitest";
import { createDatabase, withUser } from "../../src/server/db/client";
import { findMe } from "../../src/server/modules/account/queries";
import { makeTestApp, signedInUser } from "../support/test-app";

const t = makeTestApp();
const single = createDatabase(inject("databaseUrl"), { max: 1 });
afterAll(() => single.close());

/** What goes over the app pool's one connection: each write (with the text it carries) and each answer. */
async function wire() {
  const client = await single.appPool.connect();
  const stream = (client as unknown as { connection: { stream: NodeJS.ReadWriteStream } }).connection.stream;
  client.release();
  const events: string[] = [];
  const write = stream.write.bind(stream);
  stream.write = ((chunk: Buffer | string, ...rest: unknown[]) => {
    events.push(`write ${Buffer.from(chunk).toString("latin1")}`);
    return (write as (...a: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof stream.write;
  stream.on("data", () => events.push("answer"));
  return events;
}

describe("user context", () => {
  it("costs one round trip for a read: BEGIN, the context and the query are sent before any answer", async () => {
    const u = await signedInUser(t);
    const events = await wire();
    await withUser(single, u.userId, async (db) => findMe(db, u.userId), { readOnly: true });
    const firstAnswer = events.indexOf("answer");
    const sentBefore = events.slice(0, firstAnswer).join("\n");
    expect(sentBefore).toContain("BEGIN READ ONLY");
    expect(sentBefore).toContain("app_request_context");
    expect(sentBefore).toMatch(/from "users"/i);
    // the COMMIT follows without the caller waiting for it
    expect(events.slice(firstAnswer).join("\n")).toContain("COMMIT");
  });
});
