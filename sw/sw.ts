/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

// The app shell: every built file, versioned by Workbox's precache manifest.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Deep links open offline: every navigation outside /api is answered with the precached index.html.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

// A new version waits until the user chooses to reload (never switches under a teacher mid-class).
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
