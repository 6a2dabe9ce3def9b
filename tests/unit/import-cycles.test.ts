import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findCycles } from "../../scripts/import-cycles.mjs";

describe("import cycles (issue 29 §5)", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "pp-cycles-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, code: string) => writeFileSync(path.join(dir, name), code);

  it("finds a cycle through a lazy import(), and none through an `import type`", () => {
    write("a.ts", 'import { b } from "./b";\nexport const a = b;\n');
    write("b.ts", 'export const b = 1;\nexport const load = () => import("./c");\n');
    write("c.ts", 'import { a } from "./a";\nexport const c = a;\n');
    write("d.ts", 'import type { E } from "./e";\nexport type D = E;\n');
    write("e.ts", 'import { d } from "./f";\nexport type E = string;\nexport const e = d;\n');
    write("f.ts", 'export const d = 1;\nimport "./e";\n');
    const cycles = findCycles([dir]).map((cycle) => cycle.map((file) => path.basename(file)));
    expect(cycles).toEqual(
      expect.arrayContaining([
        ["a.ts", "b.ts", "c.ts"],
        ["e.ts", "f.ts"],
      ]),
    );
    expect(cycles.flat()).not.toContain("d.ts");
  });

  it("src/ has none", () => {
    expect(findCycles(["src"])).toEqual([]);
  });
});
