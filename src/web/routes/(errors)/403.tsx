import { createFileRoute } from "@tanstack/react-router";
import { ErrorPage } from "@/features/errors/error-pages";

export const Route = createFileRoute("/(errors)/403")({
  component: Error403Page,
});

function Error403Page() {
  return <ErrorPage code="403" />;
}
