import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type LocalDb, openLocalDb } from './local-db';
import { queueEnd } from './outbox';
import { deviceRoster, keepOnly, keepRoster, keepTeachersRosters, pruneRosters } from './rosters';

let db: LocalDb;
const roster = (userId: string, classLevel: string) => ({
  userId,
  schoolId: 's1',
  classLevel,
  students: [{ _id: 'u1', name: 'Asha', student_id: 'S1' }],
  fetchedAt: '2026-11-25T09:00:00.000Z',
});
const end = (userId: string) =>
  queueEnd(
    db,
    { userId, sessionId: 'x', label: 'Class 6A, ended' },
    {
      students_attended: 0,
      total_students: 1,
      notes: '',
      absent_student_ids: ['u1'],
      clientTimestamp: '2026-11-25T09:00:00.000Z',
    },
  );

beforeEach(() => {
  db = openLocalDb(`test-${crypto.randomUUID()}`);
});
afterEach(() => db.delete());

describe('rosters on the device', () => {
  it('are read per teacher and class, whatever the case of the class', async () => {
    await keepRoster(db, roster('t1', '6a'));
    expect((await deviceRoster(db, 't1', 's1', '6A'))?.students).toHaveLength(1);
    expect(await deviceRoster(db, 't2', 's1', '6A')).toBeNull();
  });

  it('keep only the classes still taught', async () => {
    await keepRoster(db, roster('t1', '6A'));
    await keepRoster(db, roster('t1', '7A'));
    await keepOnly(db, 't1', [{ schoolId: 's1', classLevel: '7a' }]);
    expect((await db.rosters.toArray()).map((r) => r.classLevel)).toEqual(['7A']);
  });

  it('are brought up to date for a teacher in one transaction: fresh ones stored, classes no longer taught gone', async () => {
    await keepRoster(db, roster('t1', '6A'));
    await keepRoster(db, roster('t2', '6A'));
    const transaction = vi.spyOn(db, 'transaction');
    const fresh = { ...roster('t1', '7b'), students: [] };
    await keepTeachersRosters(
      db,
      't1',
      [fresh, roster('t1', '8A')],
      [
        { schoolId: 's1', classLevel: '7B' },
        { schoolId: 's1', classLevel: '8a' },
      ],
    );
    expect(transaction).toHaveBeenCalledTimes(1);
    const kept = (await db.rosters.toArray()).map((r) => `${r.userId} ${r.classLevel} ${r.students.length}`).sort();
    // Another teacher's rosters are not this sync's to remove.
    expect(kept).toEqual(['t1 7B 0', 't1 8A 1', 't2 6A 1']);
  });

  it('leave the device at sign-out, unless a change of that teacher waits to be sent', async () => {
    await keepRoster(db, roster('t1', '6A'));
    await keepRoster(db, roster('t2', '6A'));
    await end('t2');
    expect(await pruneRosters(db, null)).toBe(1);
    expect((await db.rosters.toArray()).map((r) => r.userId)).toEqual(['t2']);
    // Once t2's roll call is sent, their rosters go too; the signed-in teacher's stay.
    await db.outbox.toCollection().modify({ status: 'sent' });
    await keepRoster(db, roster('t3', '6A'));
    expect(await pruneRosters(db, 't3')).toBe(1);
    expect((await db.rosters.toArray()).map((r) => r.userId)).toEqual(['t3']);
  });

  it('a device database of version 1 opens at version 2 with its outbox intact', async () => {
    const name = `test-${crypto.randomUUID()}`;
    const old = new Dexie(name);
    old.version(1).stores({ outbox: '++seq, id, userId, sessionId, status, [userId+status]', meta: 'key' });
    await old.table('outbox').add({ id: 'e1', userId: 't1', sessionId: 'x', status: 'pending' });
    old.close();
    const upgraded = openLocalDb(name);
    expect(await upgraded.outbox.count()).toBe(1);
    await keepRoster(upgraded, roster('t1', '6A'));
    expect(await upgraded.rosters.count()).toBe(1);
    await upgraded.delete();
  });
});
