// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useEffect, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { AuthForm } from "@/features/auth/components/auth-form";

// The auth pages' shell (src/web/features/auth/components/auth-form.tsx): the pending button, the outcome in the
// form's place inside the same frame, and the order of what follows the button.

const mounts = vi.fn();
function Frame({ title, children, footer }: { title: ReactNode; children: ReactNode; footer?: ReactNode }) {
  useEffect(() => mounts(), []);
  return (
    <section>
      <h1>{title}</h1>
      {children}
      {footer}
    </section>
  );
}

function Page({ outcome, onSubmit }: { outcome?: ReactNode; onSubmit: () => Promise<void> }) {
  return (
    <AuthForm
      frame={Frame}
      title="Reset"
      footer={<a href="/sign-in">Back</a>}
      outcome={outcome}
      onSubmit={async (e) => {
        e.preventDefault();
        await onSubmit();
      }}
      pending={false}
      submitLabel="Send"
      pendingLabel="Sending..."
      afterSubmit={<a href="/forgot-password">Forgot?</a>}
    >
      <label>
        Email <input name="email" />
      </label>
    </AuthForm>
  );
}

describe("AuthForm", () => {
  it("submits through the page's handler, with the fields, the button, then what follows it in that order", async () => {
    const onSubmit = vi.fn(async () => {});
    render(<Page onSubmit={onSubmit} />);
    const form = screen.getByRole("button", { name: "Send" }).closest("form")!;
    expect(form.noValidate).toBe(true);
    expect(
      [...form.querySelectorAll("input, button, a")].map((el) => el.textContent || el.getAttribute("name")),
    ).toEqual(["email", "Send", "Forgot?"]);
    await act(async () => {
      fireEvent.submit(form);
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("while pending, the button is busy, disabled and says the pending label", () => {
    render(
      <AuthForm
        frame={Frame}
        title="Sign in"
        onSubmit={async () => {}}
        pending
        submitLabel="Sign in"
        pendingLabel="Signing in..."
      >
        <input aria-label="Email" />
      </AuthForm>,
    );
    const button = screen.getByRole("button", { name: "Signing in..." }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(screen.queryByRole("button", { name: "Sign in" })).toBeNull();
  });

  it("keeps the button disabled while submitDisabled, without marking it busy", () => {
    render(
      <AuthForm
        frame={Frame}
        title="Code"
        onSubmit={async () => {}}
        pending={false}
        submitDisabled
        submitLabel="Verify"
        pendingLabel="Verifying..."
      >
        <input aria-label="Code" />
      </AuthForm>,
    );
    const button = screen.getByRole("button", { name: "Verify" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.hasAttribute("aria-busy")).toBe(false);
  });

  it("shows the outcome in the form's place, in the same frame (not mounted again), the footer kept", () => {
    mounts.mockClear();
    const { rerender } = render(<Page onSubmit={async () => {}} />);
    const heading = screen.getByRole("heading", { name: "Reset" });
    rerender(<Page onSubmit={async () => {}} outcome={<p role="status">Check your email</p>} />);
    expect(screen.getByRole("status").textContent).toBe("Check your email");
    expect(screen.queryByRole("button", { name: "Send" })).toBeNull();
    expect(screen.getByRole("link", { name: "Back" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Reset" })).toBe(heading);
    expect(mounts).toHaveBeenCalledTimes(1);
  });
});
