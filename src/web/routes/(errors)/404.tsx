import { createFileRoute } from "@tanstack/react-router";
import { ErrorPage } from "@/features/errors/error-pages";

export const Route = createFileRoute("/(errors)/404")({
  component: Error404Page,
});

function Error404Page() {
  return <ErrorPage code="404" />;
}
