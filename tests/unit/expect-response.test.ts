import { describe, expect, it } from "vitest";
import { getProfile } from "../../src/contracts/profile/endpoints";
import { STRATEGY_PATHS } from "../../src/contracts/strategy/paths";
import { updatePillar } from "../../src/contracts/strategy/endpoints";
import { checkResponse, endpointFor } from "../support/expect-response";

const profile = {
  id: "u1",
  email: "a@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  fullName: "Ada Lovelace",
  headline: null,
  linkedin: null,
  language: "en",
  avatarUrl: null,
  linkedinConnected: false,
  timeZone: null,
};

describe("the API tests' response check", () => {
  it("accepts exactly what the contract declares", () => {
    expect(() => checkResponse(getProfile, 200, { profile })).not.toThrow();
    expect(() => checkResponse(getProfile, 401, { error: { code: "UNAUTHORIZED", message: "x" } })).not.toThrow();
  });

  it("fails a missing field, an extra field, an undeclared success status and an error without its body", () => {
    const { avatarUrl: _, ...missing } = profile;
    expect(() => checkResponse(getProfile, 200, { profile: missing })).toThrow(/not its schema/);
    expect(() => checkResponse(getProfile, 200, { profile: { ...profile, token: "t" } })).toThrow(/does not declare/);
    expect(() => checkResponse(getProfile, 201, { profile })).toThrow(/status it does not declare/);
    expect(() => checkResponse(getProfile, 404, { message: "gone" })).toThrow(/error body/);
  });

  it("finds the endpoint of a request by method and path", () => {
    expect(endpointFor("PATCH", "/api/strategy-pillars/abc?x=1")).toBe(updatePillar);
    expect(endpointFor("GET", "/api/strategy-pillars/abc")).toBeUndefined();
    expect(endpointFor("GET", "/api/auth/get-session")).toBeUndefined();
    expect(STRATEGY_PATHS.updatePillar.path).toBe(updatePillar.path);
  });
});
