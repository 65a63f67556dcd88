import { type ComponentType, lazy, useState } from 'react';

/**
 * A component whose module loads apart, and that renders at once when the module is already here: a plain `lazy`
 * always suspends on its first render, and React keeps a Suspense fallback on screen for at least 300 ms, so a
 * screen whose code was preloaded at start still waited behind a spinner (issue 14). `preload` starts loading the
 * module (once; again after a failure) and gives it. The component must sit under a Suspense boundary, for when its
 * module is not here yet.
 */
export function preloadable<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<M> | undefined;
  const preload = (): Promise<M> => {
    loading ??= load().then(
      (module) => {
        loaded = pick(module);
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((module) => ({ default: pick(module) })));
  function Preloadable(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would mount it twice.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { Component: Preloadable, preload };
}
