import { ErrorPage } from "./error-pages";

/** SPEC §2 not-found screen. */
export function NotFoundPage() {
  return <ErrorPage code="404" />;
}
