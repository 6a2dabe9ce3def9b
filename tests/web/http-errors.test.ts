// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import i18n from "@/lib/i18n/i18n";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch } from "@/lib/api/api-client";
import { toastApiFailure } from "@/lib/api/api-error-text";
import { handleHttpError, httpErrorMessage } from "@/lib/api/http-errors";
import { setHttpNavigator } from "@/lib/api/http-failure";
import { createQueryClient, shouldRetry } from "@/lib/api/query-client";
import { SESSION_QUERY_KEY } from "@/lib/session/session-cache";
import { resetToasts, useToasts } from "@/lib/ui/use-toast";
import { renderHook, waitFor } from "@testing-library/react";
import { setupTestI18n } from "./test-i18n";

beforeAll(async () => {
  await setupTestI18n();
});

const navigate = vi.fn();
beforeEach(() => {
  resetToasts();
  navigate.mockReset();
  setHttpNavigator({ href: () => "/notes?x=1", navigate });
});

function lastToast() {
  const { result } = renderHook(() => useToasts());
  return result.current[0];
}

const query = { options: {} };
const mutation = { options: {} };

describe("global HTTP handling (SPEC §8)", () => {
  it("401: 'Session expired!', session reset, /sign-in?redirect=<current>", () => {
    const client = new QueryClient();
    client.setQueryData(SESSION_QUERY_KEY, { id: "u", email: "a@b.c" });
    client.setQueryData(["me"], { id: "u" });
    handleHttpError("query", new ApiError(401, "UNAUTHORIZED", "nope"), query, client);
    expect(lastToast()?.title).toBe("Session expired!");
    expect(client.getQueryData(SESSION_QUERY_KEY)).toBeNull();
    expect(client.getQueryData(["me"])).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith("/sign-in", { redirect: "/notes?x=1" });
  });

  it("500: 'Internal Server Error!' and /500", () => {
    handleHttpError("query", new ApiError(500, "INTERNAL", "boom"), query, new QueryClient());
    expect(lastToast()?.title).toBe("Internal Server Error!");
    expect(navigate).toHaveBeenCalledWith("/500");
  });

  it("503 (the database out for a moment): 'temporarily unavailable' once for a burst of failures, no /500", () => {
    const unavailable = () => new ApiError(503, "SERVICE_UNAVAILABLE", "English words");
    handleHttpError("query", unavailable(), query, new QueryClient());
    expect(lastToast()).toMatchObject({
      title: "PillarPost is temporarily unavailable. Please try again in a moment.",
      variant: "destructive",
    });
    resetToasts();
    handleHttpError("mutation", unavailable(), mutation, new QueryClient());
    handleHttpError("query", unavailable(), query, new QueryClient());
    expect(lastToast()).toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("304 on a mutation: 'Content not modified!'", () => {
    handleHttpError("mutation", new ApiError(304, "HTTP_304", ""), mutation, new QueryClient());
    expect(lastToast()?.title).toBe("Content not modified!");
  });

  it("mutation failures show the body's message (by its code), 204 'Content not found.', else 'Something went wrong!'", () => {
    const issues = [{ path: "firstName", code: "FIRST_NAME_REQUIRED" }];
    handleHttpError(
      "mutation",
      new ApiError(400, "VALIDATION_FAILED", "x", undefined, issues),
      mutation,
      new QueryClient(),
    );
    expect(lastToast()).toMatchObject({ title: "First name is required", variant: "destructive" });
    handleHttpError("mutation", new ApiError(409, "GENERATION_IN_PROGRESS", "English"), mutation, new QueryClient());
    expect(lastToast()?.title).toBe("Your strategy is already being generated. Please wait for it to finish.");
    // an English text alone is never shown: it may not be in the interface language
    expect(httpErrorMessage(new ApiError(422, "SOMETHING_ELSE", "Name is required"))).toBe("Something went wrong!");
    expect(httpErrorMessage(new ApiError(204, "NO_CONTENT", "Content not found."))).toBe("Content not found.");
    expect(httpErrorMessage(new Error("network"))).toBe("Something went wrong!");
  });

  it("a mutation with its own onError, and other query failures, show nothing", () => {
    handleHttpError("mutation", new ApiError(422, "X", "m"), { options: { onError: () => {} } }, new QueryClient());
    handleHttpError("query", new ApiError(404, "X", "m"), query, new QueryClient());
    expect(lastToast()).toBeUndefined();
  });

  it("queries retry up to 3 times, never on 401 or 403", () => {
    expect(shouldRetry(0, new ApiError(500, "X", ""))).toBe(true);
    expect(shouldRetry(2, new ApiError(500, "X", ""))).toBe(true);
    expect(shouldRetry(3, new ApiError(500, "X", ""))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, "X", ""))).toBe(false);
    expect(shouldRetry(0, new ApiError(403, "X", ""))).toBe(false);
  });
});

describe("a 401 outside the query cache (SPEC §8, issue 8: Save progress after the session ended)", () => {
  // "Session expired!" shows once per 2 s: each test starts later than the one before.
  let clock = Date.now();
  beforeEach(() => {
    clock += 60_000;
    vi.useFakeTimers({ toFake: ["Date"], now: clock });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function answer401() {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () => new Response('{"error":{"code":"UNAUTHORIZED","message":"Not authenticated"}}', { status: 401 }),
      ),
    );
  }

  it("a direct API call answered 401: 'Session expired!', session reset, /sign-in?redirect=<current>", async () => {
    const client = createQueryClient();
    client.setQueryData(SESSION_QUERY_KEY, { id: "u", email: "a@b.c" });
    answer401();
    await expect(apiFetch("/api/strategy-responses", { method: "PUT", body: "{}" })).rejects.toMatchObject({
      status: 401,
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/sign-in", { redirect: "/notes?x=1" }));
    expect(lastToast()?.title).toBe("Session expired!");
    expect(client.getQueryData(SESSION_QUERY_KEY)).toBeNull();
  });

  it("a mutation answered 401 is handled once, not again by the mutation cache", async () => {
    const client = createQueryClient();
    answer401();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => apiFetch("/api/strategy-pillars/p1", { method: "PATCH", body: "{}" }),
      onError: () => {},
    });
    await expect(mutation.execute(undefined)).rejects.toMatchObject({ status: 401 });
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it("the page's own failure toast stays silent on a 401 (the global handler speaks), and shows other failures", () => {
    toastApiFailure("Failed to save responses", new ApiError(401, "UNAUTHORIZED", "Not authenticated"), i18n.t);
    expect(lastToast()).toBeUndefined();
    toastApiFailure("Failed to save responses", new ApiError(503, "UNAVAILABLE", "Try later"), i18n.t);
    expect(lastToast()).toMatchObject({
      variant: "destructive",
      title: "Failed to save responses",
      description: "The server could not complete this. Please try again later.",
    });
  });
});
