import { describe, expect, it } from "vitest";
import { ENDPOINTS } from "../../src/contracts/endpoints";

// The web's zod-free code knows a file endpoint by its path's `answers: "file"` (api() reads its answer as a Blob);
// the definition knows it by its `{ file }` response. The two must never disagree.
describe("file answers marked on the path", () => {
  it("every endpoint with a file response, and only those, says answers: 'file'", () => {
    const disagreeing = Object.entries(ENDPOINTS)
      .filter(([, e]) => {
        const file = Object.values(e.responses).some((r) => "file" in r);
        return file !== (("answers" in e ? e.answers : undefined) === "file");
      })
      .map(([name]) => name);
    expect(disagreeing).toEqual([]);
    expect(Object.values(ENDPOINTS).filter((e) => "answers" in e).length).toBeGreaterThan(0);
  });
});
