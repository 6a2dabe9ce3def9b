import type { ComponentProps } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import { AUTH_LIMITS } from "@contracts/auth/constants";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";

/** What useZodForm's register() returns for one field. */
type Registration = Pick<ComponentProps<"input">, "name" | "value" | "onChange" | "onBlur" | "ref">;

/** The email field every auth form starts with. */
export function EmailField({
  id,
  error,
  disabled,
  registration,
}: {
  id: string;
  error?: string;
  disabled: boolean;
  registration: Registration;
}) {
  const { t } = useTranslation();
  return (
    <Field id={id} label={t("auth.fields.email")} error={error}>
      {(control) => (
        <Input
          {...control}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t("auth.fields.emailPlaceholder")}
          disabled={disabled}
          {...registration}
        />
      )}
    </Field>
  );
}

/** A new password (with the length hint) and its confirmation: sign-up and password reset. */
export function NewPasswordFields({
  idPrefix,
  label,
  errors,
  disabled,
  readOnly,
  password,
  confirmation,
}: {
  idPrefix: string;
  label: string;
  errors: { password?: string; confirmation?: string };
  disabled: boolean;
  /** While sending, where the focus must stay in the field (a disabled field drops it). */
  readOnly?: boolean;
  password: Registration;
  confirmation: Registration;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        id={`${idPrefix}-password`}
        label={label}
        error={errors.password}
        hint={t("auth.fields.passwordHint", { count: AUTH_LIMITS.passwordMinLength })}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            disabled={disabled}
            readOnly={readOnly}
            {...password}
          />
        )}
      </Field>
      <Field id={`${idPrefix}-confirm-password`} label={t("auth.fields.confirmPassword")} error={errors.confirmation}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            disabled={disabled}
            readOnly={readOnly}
            {...confirmation}
          />
        )}
      </Field>
    </>
  );
}
