// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";
import { handleHttpError, httpErrorMessage } from "@/lib/http-errors";
import { setHttpNavigator, shouldRetry } from "@/lib/query-client";
import { SESSION_QUERY_KEY } from "@/lib/session";
import { resetToasts, useToasts } from "@/lib/use-toast";
import { renderHook } from "@testing-library/react";
import { setupTestI18n } from "./test-i18n";

vi.mock("@/lib/i18n", async () => ({ default: (await import("i18next")).default }));

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

  it("304 on a mutation: 'Content not modified!'", () => {
    handleHttpError("mutation", new ApiError(304, "HTTP_304", ""), mutation, new QueryClient());
    expect(lastToast()?.title).toBe("Content not modified!");
  });

  it("mutation failures show the body's message, 204 'Content not found.', else 'Something went wrong!'", () => {
    handleHttpError("mutation", new ApiError(422, "INVALID", "Name is required"), mutation, new QueryClient());
    expect(lastToast()).toMatchObject({ title: "Name is required", variant: "destructive" });
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
