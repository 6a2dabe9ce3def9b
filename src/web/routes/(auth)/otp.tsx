import { createFileRoute } from "@tanstack/react-router";
import { redirectIfSignedIn } from "@/features/auth/guards";
import { OtpPage } from "@/features/auth/otp/otp-page";
import { validateRedirectSearch } from "@/features/auth/search";

export const Route = createFileRoute("/(auth)/otp")({
  validateSearch: validateRedirectSearch,
  beforeLoad: redirectIfSignedIn,
  component: RouteComponent,
});

function RouteComponent() {
  return <OtpPage redirect={Route.useSearch().redirect} />;
}
