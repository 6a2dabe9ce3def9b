import { createFileRoute } from "@tanstack/react-router";
import { redirectIfSignedIn } from "@/features/auth/guards";
import { validateSignInSearch } from "@/features/auth/search";
import { SignIn2Page } from "@/features/auth/sign-in/sign-in-2-page";

export const Route = createFileRoute("/(auth)/sign-in-2")({
  validateSearch: validateSignInSearch,
  beforeLoad: redirectIfSignedIn,
  component: RouteComponent,
});

function RouteComponent() {
  return <SignIn2Page search={Route.useSearch()} />;
}
