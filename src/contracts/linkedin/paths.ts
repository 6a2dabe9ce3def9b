/** LinkedIn connection endpoints' methods and paths (zod-free; definitions in ./endpoints). */
export const LINKEDIN_PATHS = {
  getConnection: { method: "get", path: "/api/linkedin/connection" },
  connect: { method: "post", path: "/api/linkedin/connect" },
  disconnect: { method: "delete", path: "/api/linkedin/connection" },
} as const;

/**
 * Where LinkedIn sends the member back after they allowed (or refused) the connection: a browser redirect, not an
 * API call, so not an endpoint definition. Register `$APP_URL` + this path in the LinkedIn app's Auth tab.
 */
export const LINKEDIN_CONNECT_CALLBACK_PATH = "/api/linkedin/callback";
