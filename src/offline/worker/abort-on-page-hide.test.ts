import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { abortTransactionsOnPageHide } from './abort-on-page-hide';

// The page's global, as far as the module uses it: a document, and the pagehide and pageshow listeners it adds.
type Listener = (event: { persisted: boolean }) => void;
const listeners = new Map<string, Listener>();
const pageHide = (event: { persisted: boolean }) => listeners.get('pagehide')?.(event);
const pageShow = () => listeners.get('pageshow')?.({ persisted: true });
beforeAll(() => {
  vi.stubGlobal('document', {});
  vi.stubGlobal('addEventListener', (type: string, listener: Listener) => listeners.set(type, listener));
});
afterAll(() => vi.unstubAllGlobals());

async function openDb() {
  const db = new Dexie(`page-hide-${Math.random()}`);
  db.version(1).stores({ notes: '++id' });
  abortTransactionsOnPageHide(db);
  await db.open();
  return db;
}
const many = Array.from({ length: 3000 }, (_, i) => ({ text: `note ${i}` }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

it('a page put in the back-forward cache aborts its unfinished transactions, so they hold no store', async () => {
  const db = await openDb();
  const writing = db.table('notes').bulkAdd(many);
  const outcome = writing.then(
    () => 'committed',
    (error: Error) => error.name,
  );
  await settle();
  pageHide({ persisted: true });
  expect(await outcome).not.toBe('committed'); // Dexie reports the abort as a BulkError here
  // While the page is cached, a transaction it starts (a flush on visibilitychange) is aborted too.
  await expect(db.table('notes').add({ text: 'while cached' })).rejects.toThrow();
  // Shown again: nothing of either was written, and the store takes the next write at once.
  pageShow();
  expect(await db.table('notes').count()).toBe(0);
  await db.table('notes').add({ text: 'after' });
  expect(await db.table('notes').count()).toBe(1);
  db.close();
});

it('a page going away for good leaves its transactions to the browser', async () => {
  const db = await openDb();
  const writing = db.table('notes').bulkAdd(many);
  await settle();
  pageHide({ persisted: false });
  await writing;
  expect(await db.table('notes').count()).toBe(many.length);
  db.close();
});
