import { createFileRoute } from "@tanstack/react-router";
import { redirectIfSignedIn } from "@/features/auth/guards";
import { validateSignInSearch } from "@/features/auth/search";
import { SignInPage } from "@/features/auth/sign-in/sign-in-page";

export const Route = createFileRoute("/(auth)/sign-in")({
  validateSearch: validateSignInSearch,
  beforeLoad: redirectIfSignedIn,
  component: RouteComponent,
});

function RouteComponent() {
  return <SignInPage search={Route.useSearch()} />;
}
