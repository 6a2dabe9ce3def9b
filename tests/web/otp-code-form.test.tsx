// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { OtpCodeForm } from "@/features/auth/otp/otp-code-form";
import { setupTestI18n } from "./test-i18n";

const signInEmailOtp = vi.fn();
vi.mock("@/lib/session/auth-client", () => ({
  loadAuthClient: async () => ({ signIn: { emailOtp: signInEmailOtp } }),
  preloadAuthClient: () => {},
}));

beforeAll(async () => {
  await setupTestI18n();
});

function renderForm() {
  const onVerified = vi.fn(async () => {});
  render(
    <OtpCodeForm
      email="ada@example.com"
      onVerified={onVerified}
      onResend={async () => true}
      onChangeEmail={() => {}}
    />,
  );
  const input = screen.getByLabelText("One-time code", { selector: "input" }) as HTMLInputElement;
  const verify = screen.getByRole("button", { name: "Verify code" });
  return { input, verify, onVerified };
}

describe("OtpCodeForm", () => {
  it("keeps Verify disabled until all 7 slots are filled, and again when one is cleared", async () => {
    const user = userEvent.setup();
    const { input, verify } = renderForm();
    expect((verify as HTMLButtonElement).disabled).toBe(true);
    await user.click(input);
    await user.keyboard("abc123");
    expect(input.value).toBe("ABC123");
    expect((verify as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard("4");
    expect(input.value).toBe("ABC1234");
    expect((verify as HTMLButtonElement).disabled).toBe(false);
    await user.keyboard("{Backspace}");
    expect((verify as HTMLButtonElement).disabled).toBe(true);
  });

  it("ignores characters other than letters and digits", async () => {
    const user = userEvent.setup();
    const { input } = renderForm();
    await user.click(input);
    await user.keyboard("ab-c!1");
    expect(input.value).toBe("ABC1");
  });

  it("accepts a pasted code with spaces and newlines, and rejects one with other characters", async () => {
    const { input, verify } = renderForm();
    input.focus();
    input.setSelectionRange(0, 0);
    fireEvent.paste(input, { clipboardData: { getData: () => "abc-1234" } });
    expect(input.value).toBe("");
    fireEvent.paste(input, { clipboardData: { getData: () => " abcd\n234 567\n" } });
    await waitFor(() => expect(input.value).toBe("ABCD234"));
    expect((verify as HTMLButtonElement).disabled).toBe(false);
  });

  it("says 'Please enter your otp code.' when the field is left empty", async () => {
    const user = userEvent.setup();
    const { input } = renderForm();
    await user.click(input);
    await user.keyboard("a");
    await user.keyboard("{Backspace}");
    act(() => input.blur());
    expect(await screen.findByText("Please enter your otp code.")).toBeTruthy();
  });

  it("signs in with the uppercase code and maps INVALID_OTP to 'Invalid code'", async () => {
    const user = userEvent.setup();
    const { input, verify, onVerified } = renderForm();
    signInEmailOtp.mockResolvedValueOnce({ data: null, error: { status: 400, code: "INVALID_OTP" } });
    await user.click(input);
    await user.keyboard("abcd234");
    await user.click(verify);
    await waitFor(() => expect(signInEmailOtp).toHaveBeenCalledWith({ email: "ada@example.com", otp: "ABCD234" }));
    expect(onVerified).not.toHaveBeenCalled();

    signInEmailOtp.mockResolvedValueOnce({ data: { user: {} }, error: null });
    await user.click(verify);
    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
  });
});
