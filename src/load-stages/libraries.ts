// The second stage of the first load (src/main.tsx): the libraries of the app's providers and of every screen
// (Mantine, TanStack Query, Lingui), before the app's own code and its router.
export { MantineProvider } from '@mantine/core';
export { QueryClientProvider } from '@tanstack/react-query';
export { I18nProvider } from '@lingui/react';
