import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kindOf, type OutboxKind, replayOrder } from '#contract/outbox-calls';
import { backoffDelay, classifyResponse } from './outbox-rules';
import type { OutboxEntry } from './device-records';

const ENDPOINT_OF = {
  start: 'sessions.startSlideSession',
  position: 'sessions.updateSlide',
  end: 'sessions.endSession',
  cancel: 'sessions.cancel',
} as const;
import { type LocalDb, openLocalDb } from './local-db';
import {
  dismissWarnings,
  needsAttentionCount,
  outboxSummary,
  queueEnd,
  queuePosition,
  queueStart,
  resend,
} from './outbox';
import { replayOutbox } from './replay';

let db: LocalDb;
const user = 'teacher-1';
const common = (sessionId: string) => ({ userId: user, sessionId, label: `session ${sessionId}` });
const at = (second: number) => new Date(Date.UTC(2026, 10, 21, 9, 0, second)).toISOString();
const start = (sessionId: string) =>
  queueStart(db, common(sessionId), { school_id: 's1', class_level: '6A', started_at: at(0), starting_slide: 1 });

beforeEach(() => {
  db = openLocalDb(`test-${crypto.randomUUID()}`);
});
afterEach(() => db.delete());

/** A fake API: records every request and answers with `answer(path)`. */
function fakeServer(answer: (path: string, body: any) => number | 'offline' = () => 200) {
  const requests: { method: string; path: string; key: string; body: any }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    const path = url.replace('/api/', '');
    const body = JSON.parse(String(init.body));
    const status = answer(path, body);
    if (status === 'offline') throw new TypeError('Failed to fetch');
    requests.push({
      method: String(init.method),
      path,
      key: (init.headers as Record<string, string>)['Idempotency-Key'] as string,
      body,
    });
    return new Response(JSON.stringify(status < 300 ? { ok: true } : { error: `refused ${status}` }), { status });
  }) as unknown as typeof fetch;
  return { requests, fetchImpl };
}
const replay = (fetchImpl: typeof fetch) => replayOutbox({ db, userId: user, token: 't', apiBase: '/api', fetchImpl });

describe('queueing', () => {
  it('coalesces positions to the newest by device stamp, keeping the furthest slide, with a new key each time', async () => {
    await start('a');
    const stamp = (seq: number) => ({ deviceId: 'device-1', seq });
    await queuePosition(db, common('a'), { currentSlide: 2, furthestSlide: 2, clientTimestamp: at(1), ...stamp(1) });
    const first = (await db.outbox.toArray()).find((e) => e.endpoint === 'sessions.updateSlide') as OutboxEntry;
    await queuePosition(db, common('a'), { currentSlide: 25, furthestSlide: 25, clientTimestamp: at(3), ...stamp(2) });
    // Back to 3 with a clock that went back: newer by its stamp, and the furthest slide stays 25.
    await queuePosition(db, common('a'), { currentSlide: 3, furthestSlide: 3, clientTimestamp: at(0), ...stamp(4) });
    // An older stamp arriving late changes nothing but the furthest.
    await queuePosition(db, common('a'), { currentSlide: 9, furthestSlide: 9, clientTimestamp: at(5), ...stamp(3) });
    const positions = (await db.outbox.toArray()).filter((e) => e.endpoint === 'sessions.updateSlide');
    expect(positions).toHaveLength(1);
    expect(positions[0]?.body).toEqual({ currentSlide: 3, furthestSlide: 25, clientTimestamp: at(0), ...stamp(4) });
    expect(positions[0]?.idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it('keeps one pending position per session, not per user', async () => {
    await queuePosition(db, common('a'), { currentSlide: 2, clientTimestamp: at(1) });
    await queuePosition(db, common('b'), { currentSlide: 3, clientTimestamp: at(1) });
    expect(await db.outbox.count()).toBe(2);
  });

  it('orders each session start → position → end, sessions by first queued', () => {
    const e = (seq: number, sessionId: string, kind: OutboxKind) =>
      ({ seq, sessionId, endpoint: ENDPOINT_OF[kind] }) as OutboxEntry;
    const groups = replayOrder([e(4, 'b', 'start'), e(1, 'a', 'end'), e(2, 'a', 'start'), e(3, 'a', 'position')]);
    expect(groups.map((g) => g.map((x) => `${x.sessionId}:${kindOf(x)}`))).toEqual([
      ['a:start', 'a:position', 'a:end'],
      ['b:start'],
    ]);
  });
});

describe('classifying answers and backing off', () => {
  it('retries network errors and 5xx, waits for sign-in on 401, asks for attention on other 4xx', () => {
    expect([null, 200, 201, 401, 408, 429, 500, 503, 400, 403, 404, 409, 422].map(classifyResponse)).toEqual([
      'retry',
      'confirmed',
      'confirmed',
      'auth',
      'retry',
      'retry',
      'retry',
      'retry',
      'attention',
      'attention',
      'attention',
      'attention',
      'attention',
    ]);
  });

  it('doubles from 1 s to at most 5 minutes, with ±25 % jitter', () => {
    expect([0, 1, 2, 3].map((n) => backoffDelay(n, 0.5))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffDelay(20, 0.5)).toBe(300_000);
    expect(backoffDelay(0, 0)).toBe(750);
    expect(backoffDelay(0, 0.999)).toBeLessThanOrEqual(1250);
  });
});

describe('replaying', () => {
  it('sends each entry once, in order, with its idempotency key, then marks it sent', async () => {
    await start('a');
    for (let s = 2; s <= 16; s++) await queuePosition(db, common('a'), { currentSlide: s, clientTimestamp: at(s) });
    await queueEnd(db, common('a'), { students_attended: 27, total_students: 30, notes: '', clientTimestamp: at(30) });
    const server = fakeServer();
    const result = await replay(server.fetchImpl);
    expect(result).toMatchObject({ outcome: 'done', sent: 3, requests: 3 });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST class-sessions/start-slide-session',
      'PUT class-sessions/a/update-slide',
      'POST class-sessions/a/end-session',
    ]);
    expect(server.requests[0]?.body.session_id).toBe('a');
    expect(server.requests[1]?.body.currentSlide).toBe(16);
    expect(new Set(server.requests.map((r) => r.key)).size).toBe(3);
    const summary = await outboxSummary(db, user);
    expect(summary.pending).toHaveLength(0);
    expect(summary.sent.every((e) => e.confirmedAt)).toBe(true);
    expect((await replay(server.fetchImpl)).requests).toBe(0);
  });

  it('keeps everything on a network error or 5xx, and sends it later with the same keys', async () => {
    await start('a');
    await queueEnd(db, common('a'), { students_attended: 20, total_students: 30, notes: '', clientTimestamp: at(9) });
    expect((await replay(fakeServer(() => 'offline').fetchImpl)).outcome).toBe('retry');
    const down = fakeServer(() => 503);
    expect((await replay(down.fetchImpl)).outcome).toBe('retry');
    const pending = (await outboxSummary(db, user)).pending;
    expect(pending).toHaveLength(2);
    expect(pending[0]?.attempts).toBe(2);
    const up = fakeServer();
    expect(await replay(up.fetchImpl)).toMatchObject({ outcome: 'done', sent: 2 });
    expect(up.requests[0]?.key).toBe(down.requests[0]?.key);
  });

  it('stops on 401 and keeps the entries for the same user', async () => {
    await start('a');
    expect((await replay(fakeServer(() => 401).fetchImpl)).outcome).toBe('auth');
    expect((await outboxSummary(db, user)).pending).toHaveLength(1);
  });

  it("moves a refused entry to 'needs attention' with the server's message and holds back its session only", async () => {
    await start('a');
    await queueEnd(db, common('a'), { students_attended: 40, total_students: 30, notes: '', clientTimestamp: at(9) });
    await start('b');
    const server = fakeServer((path) => (path.includes('a/end') ? 400 : 200));
    const result = await replay(server.fetchImpl);
    expect(result).toMatchObject({ outcome: 'done', sent: 2 });
    const summary = await outboxSummary(db, user);
    expect(summary.attention).toHaveLength(1);
    expect(summary.attention[0]).toMatchObject({ endpoint: 'sessions.endSession', lastError: 'refused 400' });
    // Fixed by the teacher and sent again with a new key:
    const fixed = { students_attended: 28, total_students: 30, notes: '', clientTimestamp: at(9) };
    await resend(db, summary.attention[0]?.id as string, fixed);
    const ok = fakeServer();
    expect(await replay(ok.fetchImpl)).toMatchObject({ sent: 1 });
    expect(ok.requests[0]?.body.students_attended).toBe(28);
    expect(ok.requests[0]?.key).not.toBe(server.requests.find((r) => r.path.includes('a/end'))?.key);
  });

  it("keeps a roll call's marks the server did not take in 'needs attention' until the teacher dismisses them", async () => {
    await start('a');
    await queueEnd(db, common('a'), {
      students_attended: 2,
      total_students: 4,
      notes: '',
      absent_student_ids: ['s1', 's2'],
      clientTimestamp: at(9),
    });
    const bodies: unknown[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      const answer = url.includes('/end-session')
        ? {
            applied: true,
            mark_issues: [{ student_id: 's2', name: 'Asha Verma', reason: 'Not in Class 6A on 2026-11-20' }],
          }
        : { ok: true };
      return new Response(JSON.stringify(answer), { status: 200 });
    }) as unknown as typeof fetch;
    expect(await replay(fetchImpl)).toMatchObject({ outcome: 'done', sent: 2 });
    expect((bodies[1] as { absent_student_ids: string[] }).absent_student_ids).toEqual(['s1', 's2']);
    const summary = await outboxSummary(db, user);
    expect(summary.notices.map((e) => e.warnings)).toEqual([['Asha Verma: Not in Class 6A on 2026-11-20']]);
    expect(await needsAttentionCount(db, user)).toBe(1);
    await dismissWarnings(db, summary.notices[0]?.id as string);
    expect((await outboxSummary(db, user)).notices).toEqual([]);
    expect(await needsAttentionCount(db, user)).toBe(0);
  });

  it('replays 500 moves across 5 sessions and their ends in 15 requests', async () => {
    for (const s of ['a', 'b', 'c', 'd', 'e']) {
      await start(s);
      for (let n = 1; n <= 100; n++)
        await queuePosition(db, common(s), { currentSlide: n, clientTimestamp: at(n % 59) });
      await queueEnd(db, common(s), { students_attended: 1, total_students: 2, notes: '', clientTimestamp: at(59) });
    }
    const server = fakeServer();
    expect(await replay(server.fetchImpl)).toMatchObject({ outcome: 'done', sent: 15, requests: 15 });
  }, 60_000);

  it('leaves a position that changed while it was being sent pending, and sends the newer one next', async () => {
    await queuePosition(db, common('a'), { currentSlide: 3, clientTimestamp: at(3) });
    let moved = false;
    const server = fakeServer(() => 200);
    const slowFetch = (async (url: string, init: RequestInit) => {
      if (!moved) {
        moved = true;
        await queuePosition(db, common('a'), { currentSlide: 7, clientTimestamp: at(7) });
      }
      return server.fetchImpl(url, init);
    }) as unknown as typeof fetch;
    await replay(slowFetch);
    expect(server.requests.map((r) => r.body.currentSlide)).toEqual([3, 7]);
    expect((await outboxSummary(db, user)).pending).toHaveLength(0);
  });
});
