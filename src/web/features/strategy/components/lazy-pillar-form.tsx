import { lazy, Suspense, type ComponentProps } from "react";

const Form = lazy(() => import("./pillar-form").then((m) => ({ default: m.PillarForm })));

/**
 * The Edit Pillar form, code-split: react-hook-form loads when a pillar is edited, not with the wizard (/strategy's
 * first load). Same props as `./pillar-form`.
 */
export function PillarForm(props: ComponentProps<typeof Form>) {
  return (
    <Suspense fallback={null}>
      <Form {...props} />
    </Suspense>
  );
}
