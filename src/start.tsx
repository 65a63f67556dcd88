import { I18nProvider } from '@lingui/react';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition, type ReactNode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreSession } from './features/auth/api/profile';
import { preloadAnalytics } from './features/analytics/preload-analytics';
import { preloadDashboard } from './features/dashboard/preload-dashboard';
import { UpdateBanner } from './components/pwa/update-banner';
import { ToastHost } from './components/toasts/toast-host';
import { DEFAULT_LOCALE } from '#contract/locales';
import { installPluralCounts } from './i18n/plural-counts';
import { activateLocale, i18n, startingLocale } from './i18n/i18n';
import { startDeviceSide } from './offline/page/device-side';
import { idleTurn, yieldToMain } from './lib/idle';
import { registerServiceWorker } from './lib/pwa';
import { queryClient } from './lib/query-client';
import { session } from './lib/session';
import { themeWithLabels } from './lib/theme';
import { router } from './router';

/** Mantine with the theme's words (a toast's close button) in the page's language: a new theme only when it changes. */
function Mantine({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const closeNotification = t`Close notification`;
  const showPassword = t`Show or hide password`;
  const theme = useMemo(() => themeWithLabels({ closeNotification, showPassword }), [closeNotification, showPassword]);
  return (
    <MantineProvider theme={theme} withCssVariables={false} defaultColorScheme="auto">
      {children}
    </MantineProvider>
  );
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <Mantine>
          <ToastHost />
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
          <UpdateBanner />
        </Mantine>
      </I18nProvider>
    </StrictMode>
  );
}

/**
 * With a stored session, the current screen's code starts loading at once, not after the session check. Resolves
 * when it is here (or failed): the first render waits for it, so the screen shows in one go rather than the shell
 * first and the screen at least 300 ms later (React holds a Suspense fallback that long before it reveals).
 */
function preloadCurrentScreen(): Promise<unknown> {
  const user = session.user();
  if (!user) return Promise.resolve();
  const [routes] = router.getMatchedRoutes(window.location.pathname);
  // A screen that imports the device database statically: Dexie's evaluation (50 ms on a laptop, four times that on
  // a phone) in a task of its own first, not inside the screen's. Its file is already coming (the page's preloads).
  const device = routes.some((route) => route.options.staticData?.deviceDb)
    ? import('./offline/worker/local-db').then(yieldToMain, () => undefined)
    : Promise.resolve();
  const loads: (Promise<unknown> | undefined)[] = routes.map((route) =>
    device.then(() => router.loadRouteChunk(route)).catch(() => undefined),
  );
  if (window.location.pathname === '/dashboard') loads.push(preloadDashboard(user));
  if (window.location.pathname === '/analytics') loads.push(preloadAnalytics(user));
  return Promise.all(loads);
}

/** index.html's spinner (spec 01 §2.2, while the stored session is checked), named in the reader's language. */
function nameTheSpinner() {
  document.querySelector('#root > .first-load')?.setAttribute('aria-label', t`Loading`);
}

// No top-level await: this module shares its chunk with the code the lazy chunks import, and a chunk imported
// while this one still awaited would wait for it forever (docs/decisions/010-login-bundle.md).
export async function start() {
  // English is there at once; a reader of Hindi or Punjabi gets their catalog while the session is checked, and the
  // first screen waits for it (issue 42). Plural counts: src/i18n/plural-counts.ts.
  installPluralCounts();
  void activateLocale(DEFAULT_LOCALE);
  const locale = startingLocale();
  const language = locale === DEFAULT_LOCALE ? null : activateLocale(locale).then(nameTheSpinner, () => undefined);
  const hadStoredSession = session.get() !== null;
  // While the stored session is checked, the screen's code loads. Offline, the saved data comes back from the
  // device at the same time, and the first screen waits for it.
  const screen = preloadCurrentScreen();
  const offline = navigator.onLine === false;
  const early = offline ? startDeviceSide(queryClient, hadStoredSession) : null;
  const answer = await restoreSession();
  if (answer === 'unreachable') await (early ?? startDeviceSide(queryClient, hadStoredSession));
  if (answer !== 'rejected') await screen;
  await language;
  // The route matched before the first render: otherwise the router loads it from a layout effect and renders the
  // whole page again synchronously, one long task, instead of in the transition's slices (issue 14).
  await router.load().catch(() => undefined);
  // The first render is a transition: React renders it in slices and the page keeps answering (issue 14). Until it
  // commits, the page shows index.html's spinner: no render of the providers for a spinner first (issue 40).
  const root = createRoot(document.getElementById('root') as HTMLElement);
  startTransition(() =>
    root.render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    ),
  );
  // Online, the device side (saved data, outbox replay, the worker's view of the session) waits for the first
  // screen's render, at most 2 s; what it restores fills only the queries the network has not answered yet. Not
  // after an animation frame: a tab opened in the background draws nothing until shown, and its outbox must not wait.
  // The service worker registers then too (Workbox's advice: after the page has loaded), so its script and the
  // worker's start never compete with the first screen (issue 14).
  // Each in an idle turn of its own (lib/idle.ts), so their code is not evaluated in one long task (issue 40).
  if (!early && answer !== 'unreachable') void idleTurn(() => startDeviceSide(queryClient, hadStoredSession), 2_000);
  await idleTurn(registerServiceWorker);
}
