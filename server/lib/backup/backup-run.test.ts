import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools } from '#server/db/schema/people';
import { logActivity } from '#server/lib/activity';
import { rows } from '#server/lib/sql-helpers';
import { backupOf, blobPath, slideKeys, withDeck } from '#server/testing/backup-fixture';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { deckPages, uploadDeck } from '#server/testing/test-decks';
import { countRows } from './backup-catalog';
import { BACKUP_FILE } from './backup-format';
import { readBackupHeader } from './backup-read';
import { restoreInto } from './backup-restore';
import { openTarget } from './backup-target';

// A backup is one snapshot, whatever is written meanwhile: restored elsewhere, it holds exactly the rows its
// snapshot counted, and the figures triggers keep (row_counts) agree with the rows. Blobs are copied once each.
let t: TestApp;
let teacher: string;
let mohali: string;

beforeAll(async () => {
  t = await createTestApp();
  await withDeck(t);
  teacher = await t.login('teacher@demo.test');
  const all = await t.db.select({ id: schools.id, name: schools.name }).from(schools);
  mohali = all.find((s) => s.name.includes('Mohali'))?.id as string;
}, 120_000);
afterAll(() => t.close());

/** Classes taught and ended (with a roll call) one after another, and activity logged, until stopped. */
function writeLoad() {
  let stop = false;
  const writes = { classes: 0, activity: 0 };
  const classes = (async () => {
    while (!stop) {
      const id = randomUUID();
      const start = { school_id: mohali, class_level: '6A', session_id: id };
      expect((await t.post('/api/class-sessions/start-slide-session', start, teacher)).status).toBe(200);
      const end = { students_attended: 4, total_students: 5, notes: '' };
      expect((await t.post(`/api/class-sessions/${id}/end-session`, end, teacher)).status).toBe(200);
      writes.classes++;
    }
  })();
  const activity = (async () => {
    while (!stop) {
      await logActivity(t.db, { actorId: null, action: 'load', entityType: 'test', description: 'Write load' });
      writes.activity++;
    }
  })();
  return {
    writes,
    async stop() {
      stop = true;
      await Promise.all([classes, activity]);
    },
  };
}

describe('a backup taken under write load', () => {
  it('restores to the row counts of the snapshot it was taken in', { timeout: 240_000 }, async () => {
    const tables = ['class_sessions', 'activity_log'];
    const before = await countRows(t.db, tables);
    const load = writeLoad();
    let record: Awaited<ReturnType<typeof backupOf>>;
    try {
      while (load.writes.classes < 2 || load.writes.activity < 5) await new Promise((r) => setTimeout(r, 20));
      record = await backupOf(t);
    } finally {
      await load.stop();
    }
    const after = await countRows(t.db, tables);

    const header = await readBackupHeader(record.file);
    expect(record.rowCounts).toEqual(header.tables);
    // Written before, during and after the backup: the snapshot holds some of the new rows, not all.
    for (const table of tables) {
      expect(header.tables[table]).toBeGreaterThan(before[table] as number);
      expect(header.tables[table]).toBeLessThan(after[table] as number);
    }
    const target = await openTarget({});
    try {
      const restored = await restoreInto(target, record.file, header, { upgrade: true });
      expect(restored).toEqual(header.tables);
      const [kept] = await rows<{ n: number }>(
        target.db,
        sql`select n::int from row_counts where table_name = 'class_sessions'`,
      );
      expect(kept?.n).toBe(header.tables.class_sessions);
    } finally {
      await target.close();
    }
  });
});

describe('slide images in the backup', () => {
  it('are copied once, then only new ones; old backups and the blobs only they named are pruned', {
    timeout: 240_000,
  }, async () => {
    const blobs = path.join(t.env.backupDir, 'blobs');
    const first = await backupOf(t);
    const oldKeys = await slideKeys(t);
    for (const key of oldKeys) {
      expect(readFileSync(blobPath(blobs, key))).toEqual(readFileSync(blobPath(t.env.blobDir, key)));
    }
    const again = await backupOf(t);
    expect(again.blobs).toMatchObject({ count: first.blobs?.count, copied: 0, missing: 0 });

    // A new deck for grade 6 replaces the old one (its images are deleted from the store); keeping one backup,
    // the next backup copies the new images and drops the old ones.
    await uploadDeck(t, await t.login('admin@demo.test'), 6, deckPages(2, 'Replaced'));
    const newKeys = await slideKeys(t);
    const kept = await backupOf(t, { ...t.env, backupKeep: 1 });
    expect(kept.blobs?.copied).toBe(newKeys.length * 2 + 1); // each slide's image and thumbnail, and the deck's PDF
    expect(readdirSync(t.env.backupDir).filter((n) => BACKUP_FILE.test(n))).toEqual([path.basename(kept.file)]);
    for (const key of newKeys) expect(existsSync(blobPath(blobs, key))).toBe(true);
    for (const key of oldKeys) expect(existsSync(blobPath(blobs, key))).toBe(false);
  });
});
