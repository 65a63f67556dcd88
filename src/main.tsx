import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { FullPageSpinner } from './components/full-page-spinner';
import { restoreSession } from './features/auth/api/profile';
import { UpdateBanner } from './components/pwa/update-banner';
import { ToastHost } from './components/toasts/toast-host';
import { startDeviceSide } from './lib/device-side';
import { registerServiceWorker } from './lib/pwa';
import { queryClient } from './lib/query-client';
import { session } from './lib/session';
import { cssVariablesResolver, theme } from './lib/theme';
import { router } from './router';

function Providers({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
        <ToastHost />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        <UpdateBanner />
      </MantineProvider>
    </StrictMode>
  );
}

// No top-level await: this module shares its chunk with the code the lazy chunks import, and a chunk imported
// while this one still awaited would wait for it forever (docs/decisions/010-login-bundle.md).
async function start() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // Spec 01 §2.2: a spinner while the stored session is checked against the server.
  root.render(
    <Providers>
      <FullPageSpinner />
    </Providers>,
  );
  const hadStoredSession = session.get() !== null;
  await restoreSession();
  await startDeviceSide(queryClient, hadStoredSession);
  root.render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  await registerServiceWorker();
}

void start();
