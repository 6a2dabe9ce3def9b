import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { useValidationMessage } from "@/lib/forms/validation-message";
import { Label } from "./label";

/**
 * A labelled form field. `children` receives the ids/aria props to spread on the control so the label,
 * the error message and `aria-invalid` are wired for screen readers.
 */
export function Field({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (control: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => ReactNode;
}) {
  const translate = useValidationMessage();
  const message = translate(error);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [message ? errorId : null, hint && !message ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, "aria-invalid": Boolean(message), "aria-describedby": describedBy })}
      {hint && !message ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {message}
        </p>
      ) : null}
    </div>
  );
}
