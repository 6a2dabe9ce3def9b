// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ProfileForm } from "@/features/profile/profile-page";
import { setupTestI18n } from "./test-i18n";

beforeAll(async () => {
  await setupTestI18n();
});

const profile = {
  id: "u1",
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  fullName: "Ada Lovelace",
  headline: null,
  linkedin: null,
  language: "en" as const,
  avatarUrl: null,
  linkedinConnected: false,
};

describe("ProfileForm", () => {
  it("shows the SPEC §5 messages and does not save", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ProfileForm profile={profile} onDone={() => {}} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText("First name"), { target: { value: " " } });
    fireEvent.change(screen.getByLabelText("Last name"), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("LinkedIn profile URL"), { target: { value: "linkedin" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByText("First name is required")).toBeTruthy());
    expect(screen.getByText("Last name is required")).toBeTruthy();
    expect(screen.getByText("Please enter a valid LinkedIn URL")).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
