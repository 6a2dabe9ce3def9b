import type { ComponentType, FormEvent, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { preloadFormDeps } from "@/lib/forms/use-zod-form";
import { AuthLayout, type AuthLayoutProps } from "./auth-layout";

/** The form itself: the page's fields, the submit button with its pending state, and what follows. */
export interface AuthFormBodyProps {
  /** useZodForm's `handleSubmit(...)`: validates, then runs the page's behaviour. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** While the submit runs: the button is busy and shows `pendingLabel` (the fields take `disabled` themselves). */
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** The button waits for more than valid fields (the one-time code, until all its characters are in). */
  submitDisabled?: boolean;
  /** The page's fields (and any notice that sits between them and the button). */
  children: ReactNode;
  /** Inside the form after the button, so Tab reaches it after submit (sign-in's "Forgot password?", issue 8). */
  afterSubmit?: ReactNode;
  /** Below the form, outside it (sign-in's other ways in): the first focus there warms the form up too. */
  alternatives?: ReactNode;
  /** A second step in a page whose first step already warmed the form up (the one-time code): roomier, no preload. */
  step?: boolean;
}

/** What every auth page shows: the frame, its heading, description and footer links, and the page's form. */
export interface AuthFormProps extends AuthFormBodyProps, Omit<AuthLayoutProps, "children"> {
  /** The centred card (default) or /sign-in-2's split layout. */
  frame?: ComponentType<AuthLayoutProps>;
  /**
   * Shown in the form's place once it has done its work or cannot be used ("check your email", an expired link,
   * the code step): the frame stays mounted, as the same screen changing its content.
   */
  outcome?: ReactNode;
}

/**
 * The auth pages' shell (sign-in, sign-up, forgot and reset password, the one-time code): each page gives its
 * texts, its fields and its submit behaviour; the card, the form's layout, the pending button and the zod/auth
 * client warm-up on first focus are here, the same on every page (the prerendered markup and the take-over
 * match controls by position, so the DOM must not drift between pages: docs/architecture/web-shell.md).
 */
export function AuthForm({ frame: Frame = AuthLayout, title, description, footer, outcome, ...body }: AuthFormProps) {
  return (
    <Frame title={title} description={description} footer={footer}>
      {outcome ?? <AuthFormBody {...body} />}
    </Frame>
  );
}

/** The form alone, for a step that sits inside a page's frame (the one-time code). */
export function AuthFormBody({
  onSubmit,
  pending,
  submitLabel,
  pendingLabel,
  submitDisabled,
  children,
  afterSubmit,
  alternatives,
  step = false,
}: AuthFormBodyProps) {
  const warmUp = step ? {} : { onFocus: preloadFormDeps, onPointerDown: preloadFormDeps };
  const form = (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      {...(alternatives ? {} : warmUp)}
      className={step ? "flex flex-col gap-5" : "flex flex-col gap-4"}
    >
      {children}
      <Button type="submit" className={step ? "w-full" : "mt-1 w-full"} disabled={submitDisabled} busy={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
      {afterSubmit}
    </form>
  );
  if (!alternatives) return form;
  return (
    <div className="flex flex-col gap-5" {...warmUp}>
      {form}
      {alternatives}
    </div>
  );
}
