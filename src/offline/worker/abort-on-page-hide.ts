import type Dexie from 'dexie';

/**
 * A page put in the back-forward cache with a transaction under way keeps that transaction for as long as it stays
 * cached: in WebKit every later write to those stores (the worker's, another tab's, the next page's) waits for it
 * for ever (docs/decisions/033). So a page going into the cache aborts the transactions it has not finished, as
 * closing it would, and any it starts while cached (a flush on `visibilitychange` comes after `pagehide`). Only
 * pages: a worker is never cached.
 */
const unfinished = new Set<IDBTransaction>();
let cached = false;
let listening = false;
// This folder is typed for the worker too (no DOM): the page's side of the global, as far as it is used here.
type PageScope = {
  document?: unknown;
  addEventListener(type: 'pagehide' | 'pageshow', listener: (event: { persisted: boolean }) => void): void;
};
const page = globalThis as unknown as PageScope;

function abort(transaction: IDBTransaction) {
  try {
    transaction.abort();
  } catch {
    // Finished in the meantime.
  }
}

export function abortTransactionsOnPageHide(db: Dexie) {
  if (typeof page.document === 'undefined') return;
  db.use({
    stack: 'dbcore',
    name: 'abort-on-page-hide',
    create: (down) => ({
      ...down,
      transaction: (stores, mode, options) => {
        const transaction = down.transaction(stores, mode, options);
        // The IndexedDB core's transaction is the browser's own.
        if (typeof IDBTransaction !== 'undefined' && transaction instanceof IDBTransaction) {
          if (cached) {
            // Started while the page is in the cache: it would be frozen there at once.
            queueMicrotask(() => abort(transaction));
          } else {
            unfinished.add(transaction);
            const done = () => unfinished.delete(transaction);
            transaction.addEventListener('complete', done);
            transaction.addEventListener('abort', done);
          }
        }
        return transaction;
      },
    }),
  });
  if (listening) return;
  listening = true;
  page.addEventListener('pagehide', (event) => {
    if (!event.persisted) return; // the page is going away: the browser aborts them itself
    cached = true;
    for (const transaction of unfinished) abort(transaction);
    unfinished.clear();
  });
  page.addEventListener('pageshow', () => {
    cached = false;
  });
}
