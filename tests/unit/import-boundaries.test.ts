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
    allowed("src/web/features/x/page.tsx", 'import { a } from "@contracts/strategy/schemas";'),
    allowed("src/web/features/x/page.tsx", 'import { a } from "@/components/ui/button";'),
    allowed("src/web/components/layout/header.tsx", 'import { a } from "@/lib/session/use-sign-out";'),
    allowed("src/web/components/layout/header.tsx", 'import { a } from "@/entities/profile/use-change-language";'),
    allowed("src/web/lib/api/query-client.ts", 'import { a } from "../session/session-cache";'),
    allowed("src/web/lib/i18n/i18n.ts", 'import { a } from "@contracts/language";'),
    allowed("src/web/entities/media/components/media-card.tsx", 'import { a } from "@/components/ui/button";'),
    allowed("src/web/entities/publishing/api.ts", 'import { a } from "@/entities/posts/api";'),
    allowed("src/web/features/scheduler/calendar/api.ts", 'import { a } from "@/entities/publishing/api";'),
    allowed("src/web/routes/_authenticated/scheduler/index.tsx", 'import("@/features/publishing/schedule-dialog");'),
    allowed("src/web/components/ui/field.tsx", 'import { cn } from "@/lib/utils";'),
    allowed("src/contracts/strategy/schemas.ts", 'import { z } from "zod";'),
    allowed("src/contracts/strategy/schemas.ts", 'import { z } from "zod/mini";'),
    allowed("src/contracts/strategy/schemas.ts", 'import { LANGUAGES } from "../common";'),
    allowed("src/shared/strategy/brief.ts", 'import { a } from "../../contracts/strategy";'),
    allowed("src/server/app.ts", 'import { a } from "../contracts/strategy";'),
    allowed("src/server/app.ts", 'import { Hono } from "hono";'),
    allowed("tests/web/x.test.ts", 'import { a } from "../../src/server/app";'),
    allowed("src/server/runtime.ts", 'import { compose } from "./composition";'),
    allowed("src/server/app.ts", 'import { a } from "./composition";'),
    allowed("src/server/modules/posts/routes.ts", 'import { postService } from "./service";'),
    allowed("src/server/modules/posts/index.ts", 'import { defineModule } from "../module";'),
    allowed("src/server/modules/posts/routes.ts", 'import { a } from "../../application-x";'),
  ],
  invalid: [
    refused("src/server/modules/posts/routes.ts", 'import { compose } from "../../composition";'),
    refused("src/server/modules/posts/routes.ts", 'import { createApp } from "../../app";'),
    refused("src/server/modules/posts/index.ts", 'export { compose } from "../../composition.ts";'),
    refused("src/server/http/page-data.ts", 'import { compose } from "../composition";'),
    refused("src/server/jobs/workers/index.ts", 'import { a } from "../../composition";'),
    refused("src/web/lib/x.ts", 'import { createApp } from "../../server/app";'),
    refused("src/web/lib/x.ts", 'const m = import("../../server/app");'),
    refused("src/server/app.ts", 'import { a } from "../web/lib/utils";'),
    refused("src/contracts/strategy.ts", 'import { z } from "@hono/zod-openapi";'),
    refused("src/contracts/strategy.ts", 'import { a } from "../server/config";'),
    refused("src/contracts/strategy.ts", 'export * from "../web/lib/utils";'),
    refused("src/shared/strategy/brief.ts", 'import { a } from "../../server/config";'),
    refused("src/web/components/ui/field.tsx", 'import { a } from "@contracts/auth/constants";'),
    refused("src/web/components/ui/field.tsx", 'import { a } from "@/features/auth/errors";'),
    refused("src/web/components/layout/header.tsx", 'import { a } from "@/features/profile/profile-page";'),
    refused("src/web/components/layout/header.tsx", 'export { a } from "../../features/profile/profile-page";'),
    refused("src/web/components/brand.tsx", 'import { a } from "@/features/auth/errors";'),
    refused("src/web/components/layout/page.tsx", 'import { Route } from "@/routes/__root";'),
    refused("src/web/components/ui/button.tsx", 'import { a } from "@/entities/posts/api";'),
    refused("src/web/lib/i18n/use-change-language.ts", 'import { a } from "@/features/profile/api";'),
    refused("src/web/lib/api/x.ts", 'const m = import("../../features/profile/api");'),
    refused("src/web/lib/x.ts", 'import { a } from "@/entities/profile/me";'),
    refused("src/web/lib/x.ts", 'import { a } from "@/components/layout/page";'),
    refused("src/web/entities/posts/api.ts", 'import { a } from "@/features/editor/post-draft";'),
    refused("src/web/entities/media/api.ts", 'import { a } from "@/components/layout/page";'),
    refused("src/web/features/scheduler/calendar/api.ts", 'import { a } from "@/features/publishing/api";'),
    refused("src/web/features/scheduler/calendar/page.tsx", 'const d = import("../../publishing/schedule-dialog");'),
    refused("src/web/features/publishing/schedule-dialog.tsx", 'import { a } from "@/features/scheduler/same-minute";'),
  ],
});
