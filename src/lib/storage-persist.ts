let asked = false;

/**
 * Asks the browser to keep this site's storage (the decks and the outbox) when space runs low (issue 39), once per
 * page. Never awaited: Firefox may hold the answer on a prompt. Where `navigator.storage` is missing (WebKitGTK,
 * some embedded browsers) there is nothing to ask, and the readiness panel says so.
 */
export function askToKeepStorage(): void {
  if (asked || typeof navigator === 'undefined' || !navigator.storage?.persist) return;
  asked = true;
  void navigator.storage
    .persisted()
    .then((kept) => (kept ? true : navigator.storage.persist()))
    .catch(() => undefined);
}

/** iPhone and iPad Safari (iPadOS says it is a Mac with a touch screen), not opened from the Home Screen. */
export function isAppleBrowserTab(): boolean {
  if (typeof navigator === 'undefined') return false;
  const apple =
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
  const homeScreen =
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches);
  return apple && !homeScreen;
}
