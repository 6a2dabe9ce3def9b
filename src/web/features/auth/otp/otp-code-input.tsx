import type { Ref } from "react";
import { OTP_CHAR_PATTERN } from "@contracts/auth/constants";
import { InputOTP, InputOTPGroup, InputOTPSeparator, InputOTPSlot } from "@/components/ui/input-otp";
import { normalizeOtpValue, OTP_LENGTH, OTP_SEPARATOR_AFTER, otpPasteTransformer } from "./otp-rules";

/** 7-slot code input, separator after the 4th slot, letters and digits only. */
export function OtpCodeInput({
  value,
  onChange,
  onBlur,
  inputRef,
  disabled,
  ...aria
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}) {
  const first = Array.from({ length: OTP_SEPARATOR_AFTER }, (_, i) => i);
  const second = Array.from({ length: OTP_LENGTH - OTP_SEPARATOR_AFTER }, (_, i) => i + OTP_SEPARATOR_AFTER);
  return (
    <InputOTP
      {...aria}
      ref={inputRef}
      maxLength={OTP_LENGTH}
      pattern={OTP_CHAR_PATTERN}
      pasteTransformer={otpPasteTransformer}
      inputMode="text"
      autoCapitalize="characters"
      autoComplete="one-time-code"
      spellCheck={false}
      value={value}
      onChange={(v) => onChange(normalizeOtpValue(v))}
      onBlur={onBlur}
      disabled={disabled}
      containerClassName="justify-center"
    >
      <InputOTPGroup>
        {first.map((i) => (
          <InputOTPSlot key={i} index={i} aria-invalid={aria["aria-invalid"]} />
        ))}
      </InputOTPGroup>
      <InputOTPSeparator />
      <InputOTPGroup>
        {second.map((i) => (
          <InputOTPSlot key={i} index={i} aria-invalid={aria["aria-invalid"]} />
        ))}
      </InputOTPGroup>
    </InputOTP>
  );
}
