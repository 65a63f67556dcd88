import type { Workbox } from 'workbox-window';

/**
 * Registers the service worker (production builds only). A new version waits (registerType 'prompt') until the
 * user chooses 'Reload', so the app never switches under a teacher in the middle of a class. workbox-window is
 * loaded apart, after the first screen (docs/decisions/010-login-bundle.md).
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let waiting = false;
let workbox: Workbox | null = null;

export const updateWaiting = () => waiting;
export function onUpdateWaiting(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let workerAsked: () => void = () => undefined;
const asked = new Promise<void>((resolve) => {
  workerAsked = resolve;
});
/**
 * Resolves once the page has asked for its service worker (registered it, or found it cannot): the deck runner waits
 * for this on a first visit, so the worker downloads the decks rather than the page doing it on its main thread.
 */
export const whenWorkerAsked = () => asked;

export async function registerServiceWorker(): Promise<void> {
  try {
    await register();
  } finally {
    workerAsked();
  }
}

async function register(): Promise<void> {
  if (!import.meta.env.PROD) return;
  linkManifest();
  if (!('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    // A first install has no version to replace: it activates by itself. (Workbox reports 'waiting' for a worker
    // still installed 200 ms later: Firefox on a busy laptop can take that long to activate a first install.)
    if (!navigator.serviceWorker.controller) return;
    waiting = true;
    for (const listener of listeners) listener();
  });
  try {
    await workbox.register();
  } catch (error) {
    // Blocked by the browser (private mode, a policy): the app still works, only without the offline side's cache.
    console.warn('Service worker not registered', error);
  }
}

/**
 * The web app manifest's link, which the build leaves out of index.html so the manifest and its icon are not
 * fetched during the first screen (scripts/vite/manifest-link-later.ts). Install prompts come later anyway.
 */
function linkManifest() {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = '/manifest.webmanifest';
  document.head.append(link);
}

/** Activates the waiting version and reloads once it controls the page. */
export function applyUpdate() {
  if (!workbox) return window.location.reload();
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}
