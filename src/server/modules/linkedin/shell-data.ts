import { LINKEDIN_PATHS } from "../../../contracts/linkedin/paths";
import type { Scoped } from "../../lib/request-scope";
import type { PageLoader } from "../module";
import type { LinkedInService } from "./service";

/**
 * Every rendered page's shell has the LinkedIn banner (a connection about to expire): the connection in the page's
 * data, so the first paint shows the banner as the app will and the app asks nothing when it takes over.
 */
export function linkedinShellData(deps: { linkedin: Scoped<LinkedInService> }): PageLoader {
  return async ({ actor, scope }) => ({
    [LINKEDIN_PATHS.getConnection.path]: await deps.linkedin(scope).get(actor),
  });
}
