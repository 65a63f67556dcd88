import { type ReactNode, Suspense } from 'react';
import { useAfterFirstScreen } from '#src/lib/use-after-first-screen';

/**
 * Its children from an idle turn after the first screen, once `load` (their code) is here. Only this component
 * renders again then, not the screen or shell around it (issue 40: each extra of the shell had re-rendered the
 * whole shell).
 */
export function AfterFirstScreen({ load, children }: { load: () => Promise<unknown>; children: ReactNode }) {
  const shown = useAfterFirstScreen(load);
  return shown ? <Suspense fallback={null}>{children}</Suspense> : null;
}
