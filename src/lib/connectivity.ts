import type { QueryClient } from '@tanstack/react-query';
import { apiErrorOf, isNetworkError } from './api-client';

/**
 * Whether the server can be reached: the browser's online flag, and reachability (a device can be "online"
 * on a Wi-Fi with no way out, or the server can be down). Failed calls (network errors, 5xx) mark the server
 * unreachable and start probing /api/health; any answered call or probe marks it reachable again.
 */
export type NetworkStatus = 'online' | 'offline' | 'unreachable';
export type Connectivity = { status: NetworkStatus; changedAt: number };

const PROBE_TIMEOUT_MS = 5000;
/** While the server is unreachable: a probe every 5 s for the first minute, then every 30 s. */
const FAST_PROBE_MS = 5000;
const SLOW_PROBE_MS = 30_000;
const FAST_PROBES = 12;

const listeners = new Set<() => void>();
const reconnectListeners = new Set<() => void>();
let state: Connectivity = {
  status: typeof navigator !== 'undefined' && !navigator.onLine ? 'offline' : 'online',
  changedAt: Date.now(),
};
let timer: ReturnType<typeof setTimeout> | undefined;
let probes = 0;
let probing: Promise<void> | null = null;
let started = false;

function set(status: NetworkStatus) {
  if (status === state.status) return;
  const regained = status === 'online';
  state = { status, changedAt: Date.now() };
  for (const listener of listeners) listener();
  if (regained) for (const listener of reconnectListeners) listener();
  clearTimeout(timer);
  if (status === 'online') probes = 0;
  if (status === 'unreachable') schedule();
}

function schedule() {
  clearTimeout(timer);
  timer = setTimeout(() => void probe(), probes++ < FAST_PROBES ? FAST_PROBE_MS : SLOW_PROBE_MS);
}

/** Asks the server's health route; answers the new status. */
export function probe(): Promise<void> {
  if (!navigator.onLine) {
    set('offline');
    return Promise.resolve();
  }
  probing ??= fetch('/api/health', { cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) })
    // The answer is read to its end: an unread body kept the request, and one of the browser's six connections to
    // the server, open until the timeout aborted it.
    .then((res) => res.text().then(() => res.ok))
    // The browser may have gone offline while the probe was out: its late answer must not say online.
    .then(
      (ok) => set(!navigator.onLine ? 'offline' : ok ? 'online' : 'unreachable'),
      () => set(navigator.onLine ? 'unreachable' : 'offline'),
    )
    .finally(() => {
      probing = null;
      if (state.status === 'unreachable') schedule();
    });
  return probing;
}

/** A call failed: without an answer, or with a 5xx. */
export function reportFailure() {
  if (state.status === 'online') void probe();
}
/** The server answered. */
export function reportAnswer() {
  if (navigator.onLine) set('online');
}

const serverTrouble = (error: unknown) => {
  const status = apiErrorOf(error)?.status;
  return status === undefined ? isNetworkError(error) : status >= 500;
};

export const connectivity = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called when the server can be reached again after being offline or unreachable. */
  onReconnect(listener: () => void) {
    reconnectListeners.add(listener);
    return () => reconnectListeners.delete(listener);
  },
};

/** Starts watching once per page: the browser's events and the query client's calls (the outbox replay reports
 * its own, see sync-engine). */
export function startConnectivity(queryClient: QueryClient) {
  if (started) return;
  started = true;
  window.addEventListener('offline', () => set('offline'));
  window.addEventListener('online', () => {
    set('online');
    void probe();
  });
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    if (event.action.type === 'success') reportAnswer();
    if (event.action.type === 'error' && serverTrouble(event.action.error)) reportFailure();
  });
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    if (event.action.type === 'success') reportAnswer();
    if (event.action.type === 'error' && serverTrouble(event.action.error)) reportFailure();
  });
  void probe();
}
