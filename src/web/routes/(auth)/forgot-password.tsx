import { createFileRoute } from "@tanstack/react-router";
import { ForgotPasswordPage } from "@/features/auth/forgot-password/forgot-password-page";
import { redirectIfSignedIn } from "@/features/auth/guards";

export const Route = createFileRoute("/(auth)/forgot-password")({
  beforeLoad: redirectIfSignedIn,
  component: ForgotPasswordPage,
});
