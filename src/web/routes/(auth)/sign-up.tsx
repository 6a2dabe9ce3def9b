import { createFileRoute } from "@tanstack/react-router";
import { redirectIfSignedIn } from "@/features/auth/guards";
import { SignUpPage } from "@/features/auth/sign-up/sign-up-page";

export const Route = createFileRoute("/(auth)/sign-up")({
  beforeLoad: redirectIfSignedIn,
  component: SignUpPage,
});
