import { createRouter } from '@tanstack/react-router';
import { queryClient } from './lib/query-client';
import { routeTree } from './route-tree.gen';

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    /**
     * The screen's code imports the device database (Dexie) statically: on a first load its code is evaluated first,
     * in a task of its own, not inside the screen's (start.tsx; e2e everyone-first-load-stages checks the list).
     */
    deviceDb?: true;
  }
}
