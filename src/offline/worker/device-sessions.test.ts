import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deviceSessions, SENT_SHOWN_MS } from './device-sessions';
import { type LocalDb, type LocalSession, openLocalDb } from './local-db';
import { queueEnd, queuePosition, queueStart } from './outbox';

let db: LocalDb;
const T = 'teacher-1';
const NOW = Date.parse('2026-11-27T12:00:00.000Z');

function session(id: string, startedAt: string, status: LocalSession['status'] = 'ended'): LocalSession {
  return {
    id,
    userId: T,
    schoolId: 's1',
    classLevel: '6A',
    grade: 6,
    startedAt,
    startingSlide: 12,
    currentSlide: 15,
    furthestSlide: 17,
    status,
  };
}

async function taughtOffline(id: string, startedAt: string, status: LocalSession['status'] = 'ended') {
  await db.localSessions.put(session(id, startedAt, status));
  const common = { userId: T, sessionId: id, label: `Class 6A ${id}` };
  await queueStart(db, common, { school_id: 's1', class_level: '6A', started_at: startedAt, starting_slide: 12 });
  await queuePosition(db, common, { currentSlide: 17, furthestSlide: 17, clientTimestamp: startedAt });
  if (status === 'ended') {
    await queueEnd(db, common, {
      students_attended: 27,
      total_students: 30,
      notes: 'Sensors',
      absent_student_ids: ['a', 'b', 'c'],
      clientTimestamp: startedAt,
      currentSlide: 15,
      furthestSlide: 17,
    });
  }
}

const confirm = (sessionId: string, at: string) =>
  db.outbox.where({ sessionId }).modify({ status: 'sent', confirmedAt: at });

beforeEach(() => {
  db = openLocalDb(`device-sessions-${crypto.randomUUID()}`);
});
afterEach(() => db.delete());

describe('the sessions this device has a say on', () => {
  it('a class ended offline: waiting to sync, with its slides and its roll call, newest first', async () => {
    await taughtOffline('a', '2026-11-27T08:00:00.000Z');
    await taughtOffline('b', '2026-11-27T10:00:00.000Z', 'active');
    const [active, ended] = await deviceSessions(db, T, NOW);
    expect(active).toMatchObject({ id: 'b', ended: false, attended: null, mark: { state: 'waiting' } });
    expect(ended).toMatchObject({
      id: 'a',
      ended: true,
      startingSlide: 12,
      endingSlide: 17,
      attended: 27,
      total: 30,
      notes: 'Sensors',
      rollCall: true,
      mark: { state: 'waiting' },
    });
  });

  it('once the server confirmed every change: sent, and when; after a week it is the server’s history alone', async () => {
    await taughtOffline('a', '2026-11-27T08:00:00.000Z');
    await taughtOffline('old', '2026-11-10T08:00:00.000Z');
    await confirm('a', '2026-11-27T10:42:00.000Z');
    await confirm('old', new Date(NOW - SENT_SHOWN_MS - 1).toISOString());
    expect(await deviceSessions(db, T, NOW)).toMatchObject([
      { id: 'a', mark: { state: 'sent', at: '2026-11-27T10:42:00.000Z' } },
    ]);
  });

  it('a refused change needs attention, with the server’s message; a cancelled class and other teachers’ are left out', async () => {
    await taughtOffline('a', '2026-11-27T08:00:00.000Z');
    await db.outbox
      .where({ sessionId: 'a' })
      .filter((e) => e.endpoint === 'sessions.endSession')
      .modify({ status: 'attention', lastError: 'Class closed' });
    await taughtOffline('cancelled', '2026-11-27T09:00:00.000Z', 'cancelled');
    await db.localSessions.put({ ...session('theirs', '2026-11-27T09:30:00.000Z'), userId: 'teacher-2' });
    expect(await deviceSessions(db, T, NOW)).toMatchObject([
      { id: 'a', mark: { state: 'attention', message: 'Class closed' } },
    ]);
  });
});
