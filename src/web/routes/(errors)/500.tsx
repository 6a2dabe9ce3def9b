import { createFileRoute } from "@tanstack/react-router";
import { ErrorPage } from "@/features/errors/error-pages";

export const Route = createFileRoute("/(errors)/500")({
  component: Error500Page,
});

function Error500Page() {
  return <ErrorPage code="500" />;
}
