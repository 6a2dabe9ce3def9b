import { QueryClient } from "@tanstack/react-query";
import { vi } from "vitest";
import type { Role } from "@contracts/workspaces/permissions";
import { ME_QUERY_KEY } from "@/entities/profile/me";
import { SESSION_QUERY_KEY } from "@/lib/session/session-cache";

/**
 * A query client for a signed-in user whose role in their workspace is `role` ("unknown": /api/me has not answered
 * yet), for the tests of what a screen shows each role. Every answer a screen needs goes in its cache: a request
 * fails the test (fetch refuses), as it would mean the screen asked for something it should not need.
 */
export function clientWithRole(role: Role | "unknown"): QueryClient {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Promise.reject(new Error("no request expected"))),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(SESSION_QUERY_KEY, { id: "u1", email: "ada@example.com" } as never);
  if (role !== "unknown")
    client.setQueryData(ME_QUERY_KEY, {
      id: "u1",
      workspace: { id: "w1", name: null, logo: null, plan: "free", role },
    } as never);
  return client;
}
