import { createFileRoute } from "@tanstack/react-router";
import { redirectIfSignedIn } from "@/features/auth/guards";
import { ResetPasswordPage } from "@/features/auth/reset-password/reset-password-page";
import { validateResetPasswordSearch } from "@/features/auth/search";

export const Route = createFileRoute("/(auth)/reset-password")({
  validateSearch: validateResetPasswordSearch,
  beforeLoad: redirectIfSignedIn,
  component: RouteComponent,
});

function RouteComponent() {
  return <ResetPasswordPage search={Route.useSearch()} />;
}
