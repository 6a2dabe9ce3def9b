// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import i18n from "@/lib/i18n/i18n";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ProfileForm } from "@/features/profile/profile-page";
import { setupTestI18n } from "./test-i18n";
import { fr } from "../support/locales";

const toastMock = vi.hoisted(() => vi.fn());
vi.mock("@/lib/ui/use-toast", async (importOriginal) => ({ ...(await importOriginal<object>()), toast: toastMock }));

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
  timeZone: null,
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
    // (the app's i18n module may still be fetching its /locales file at this point: only API calls count)
    expect(fetchSpy.mock.calls.map((c) => String(c[0])).filter((u) => u.includes("/api/"))).toEqual([]);
  });
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const png = (size = PNG.length) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG);
  return new File([bytes], "me.png", { type: "image/png" });
};

type Call = { url: string; method: string };
function mockServer(opts: { avatarStatus?: number } = {}) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    if (!url.includes("/api/")) return new Response("{}", { status: 404 });
    calls.push({ url, method });
    if (url.endsWith("/api/profile/avatar")) {
      if (opts.avatarStatus && opts.avatarStatus !== 200) {
        const body = {
          error: { code: "AVATAR_TYPE", message: "Please upload a PNG, JPEG, WebP or GIF image" },
        };
        return new Response(JSON.stringify(body), {
          status: opts.avatarStatus,
          headers: { "content-type": "application/json" },
        });
      }
      if (method === "DELETE") return Response.json({ profile: { ...profile, avatarUrl: null } });
      return Response.json({ profile: { ...profile, avatarUrl: "/uploads/avatars/u1/1.png" } });
    }
    const patch = JSON.parse(String(init?.body ?? "{}")) as object;
    return Response.json({ profile: { ...profile, ...patch } });
  });
  return calls;
}

function renderForm(
  onDone = vi.fn(),
  shown: Omit<typeof profile, "avatarUrl"> & { avatarUrl: string | null } = profile,
) {
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <ProfileForm profile={shown} onDone={onDone} />
    </QueryClientProvider>,
  );
  const choose = (file: File) => fireEvent.change(screen.getByLabelText("Upload photo"), { target: { files: [file] } });
  return { ...view, onDone, choose };
}

describe("ProfileForm photo (issue 8 §2)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    toastMock.mockClear();
  });

  it.each([
    [
      "a file that is not an image",
      new File(["hello"], "notes.png", { type: "image/png" }),
      "Please upload a PNG, JPEG, WebP or GIF image",
    ],
    ["an image over 5 MB", png(5 * 1024 * 1024 + 1), "The image must be 5 MB or smaller"],
  ])("says why %s cannot be used, at once, and sends nothing", async (_, file, reason) => {
    const calls = mockServer();
    const { choose } = renderForm();
    choose(file);
    expect((await screen.findByRole("alert")).textContent).toBe(reason);
    expect(calls).toEqual([]);
    expect(toastMock).not.toHaveBeenCalled();
  });

  it("keeps a chosen photo as a preview until Save; Cancel discards it without storing anything", async () => {
    const calls = mockServer();
    const { choose, onDone, container } = renderForm();
    choose(png());
    await waitFor(() => expect(container.querySelector('img[src^="blob:"]')).toBeTruthy());
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onDone).toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it("stores the photo when Save is pressed, then the fields", async () => {
    const calls = mockServer();
    const { choose, onDone, container } = renderForm();
    choose(png());
    await waitFor(() => expect(container.querySelector('img[src^="blob:"]')).toBeTruthy());
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(["POST /api/profile/avatar", "PATCH /api/profile"]);
    expect(toastMock).toHaveBeenCalledWith({ title: "Profile updated successfully" });
  });

  it("Remove photo: initials at once, the focus on Upload photo, the photo removed on Save (not before)", async () => {
    const calls = mockServer();
    const withPhoto = { ...profile, avatarUrl: "/uploads/avatars/u1/1.png" };
    const { onDone, container } = renderForm(vi.fn(), withPhoto);
    expect(container.querySelector('img[src="/uploads/avatars/u1/1.png"]')).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remove photo" }));
    expect(container.querySelector("img")).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove photo" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Upload photo" }));
    expect(screen.getByText(/The photo will be removed when you press Save/)).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(["DELETE /api/profile/avatar", "PATCH /api/profile"]);
  });

  it("offers no Remove photo without a photo", () => {
    mockServer();
    renderForm();
    expect(screen.queryByRole("button", { name: "Remove photo" })).toBeNull();
  });

  it("when the server refuses the photo, says why (not 'try again later') and saves nothing else", async () => {
    const calls = mockServer({ avatarStatus: 415 });
    const { choose, onDone, container } = renderForm();
    choose(png());
    await waitFor(() => expect(container.querySelector('img[src^="blob:"]')).toBeTruthy());
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toastMock).toHaveBeenCalled());
    const shown = toastMock.mock.calls[0][0] as { title: string; description: string };
    expect(shown.title).not.toMatch(/try again later/i);
    expect(shown.description).toBe("Please upload a PNG, JPEG, WebP or GIF image");
    expect(calls.map((c) => c.method)).toEqual(["POST"]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("after switching the profile to French, the success toast is in French", async () => {
    i18n.addResources("fr", fr);
    mockServer();
    const { onDone } = renderForm();
    fireEvent.change(screen.getByLabelText("Language"), { target: { value: "fr" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(toastMock).toHaveBeenCalledWith({ title: fr.profile.toast.updated });
    await i18n.changeLanguage("en");
  });
});
