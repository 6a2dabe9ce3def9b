import path from "node:path";
import { RuleTester } from "eslint";
import { afterAll, describe, it } from "vitest";
import { importBoundaries } from "../../eslint/import-boundaries.js";

// RuleTester reports through the test framework's functions when they are set on it.
Object.assign(RuleTester, { afterAll, describe, it });

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: "module" } });
const file = (p: string) => path.resolve(import.meta.dirname, "../..", p);
const refused = (filename: string, code: string) => ({
  filename: file(filename),
  code,
  errors: [{ messageId: "refused" }],
});
const allowed = (filename: string, code: string) => ({ filename: file(filename), code });

tester.run("import-boundaries", importBoundaries, {
  valid: [
    allowed("src/web/features/x/page.tsx", 'import { a } from "@contracts/strategy";'),
    allowed("src/web/features/x/page.tsx", 'import { a } from "@/components/ui/button";'),
    allowed("src/web/components/layout/header.tsx", 'import { a } from "@/lib/use-sign-out";'),
    allowed("src/web/components/ui/field.tsx", 'import { cn } from "@/lib/utils";'),
    allowed("src/contracts/strategy/schemas.ts", 'import { z } from "zod";'),
    allowed("src/contracts/strategy/schemas.ts", 'import { z } from "zod/mini";'),
    allowed("src/contracts/strategy/schemas.ts", 'import { LANGUAGES } from "../common";'),
    allowed("src/shared/strategy/brief.ts", 'import { a } from "../../contracts/strategy";'),
    allowed("src/server/app.ts", 'import { a } from "../contracts/strategy";'),
    allowed("src/server/app.ts", 'import { Hono } from "hono";'),
    allowed("tests/web/x.test.ts", 'import { a } from "../../src/server/app";'),
  ],
  invalid: [
    refused("src/web/lib/x.ts", 'import { createApp } from "../../server/app";'),
    refused("src/web/lib/x.ts", 'const m = import("../../server/app");'),
    refused("src/server/app.ts", 'import { a } from "../web/lib/utils";'),
    refused("src/contracts/strategy.ts", 'import { z } from "@hono/zod-openapi";'),
    refused("src/contracts/strategy.ts", 'import { a } from "../server/config";'),
    refused("src/contracts/strategy.ts", 'export * from "../web/lib/utils";'),
    refused("src/shared/strategy/brief.ts", 'import { a } from "../../server/config";'),
    refused("src/web/components/ui/field.tsx", 'import { a } from "@contracts/auth-constants";'),
    refused("src/web/components/ui/field.tsx", 'import { a } from "@/features/auth/errors";'),
    refused("src/web/components/layout/header.tsx", 'import { a } from "@/features/profile/api";'),
    refused("src/web/components/layout/header.tsx", 'export { a } from "../../features/profile/api";'),
  ],
});
