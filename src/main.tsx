import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { TOAST } from '../contract/constants';
import { FullPageSpinner } from './components/full-page-spinner';
import { restoreSession } from './features/auth/api/profile';
import { UpdateBanner } from './components/pwa/update-banner';
import { registerServiceWorker } from './lib/pwa';
import { queryClient } from './lib/query-client';
import { session } from './lib/session';
import { theme } from './lib/theme';
import { router } from './router';

function Providers({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <MantineProvider theme={theme} defaultColorScheme="auto">
        <Notifications limit={TOAST.limit} autoClose={TOAST.durationMs} containerWidth={356} position="top-right" />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        <UpdateBanner />
      </MantineProvider>
    </StrictMode>
  );
}

const root = createRoot(document.getElementById('root') as HTMLElement);
// Spec 01 §2.2: a spinner while the stored session is checked against the server.
root.render(
  <Providers>
    <FullPageSpinner />
  </Providers>,
);
await restoreSession();
// Offline, the screens show the last known data from the device (ARCHITECTURE.md §5); loaded apart, like the
// rest of the device side, and waited for only when there is a signed-in user whose data may be there.
const offlineData = import('./lib/query-persist').then((m) => m.startOfflineData(queryClient));
if (session.get()) await offlineData;
// The device side (outbox replay, the worker's view of the session) loads after the first paint.
void import('./lib/offline/session-bridge').then((m) => m.bridgeSessionToDevice());
registerServiceWorker();
root.render(
  <Providers>
    <RouterProvider router={router} />
  </Providers>,
);
