import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_DB_STORES } from './device-records';
import { type LocalDb, openLocalDb } from './local-db';
import { replayOutbox } from './replay';

/**
 * tests/fixtures/outbox-v3.json: an outbox written by the code before issue 41 (database version 3: each entry a
 * `kind` and a `payload`), as devices in the field hold it: a class started, moved and ended with a roll call, and
 * a class started and cancelled.
 */
const fixture = JSON.parse(readFileSync('tests/fixtures/outbox-v3.json', 'utf8')) as Record<string, any>[];
const userId = fixture[0]?.userId as string;
let name = '';
let db: LocalDb | null = null;
afterEach(async () => {
  await db?.delete();
  db = null;
});

/** The requests the code of version 3 sent for those entries: the same method, path, key and body. */
const OLD_REQUESTS = fixture.map((e) => {
  const id = e.sessionId;
  const [method, path] = {
    start: ['POST', 'class-sessions/start-slide-session'],
    position: ['PUT', `class-sessions/${id}/update-slide`],
    end: ['POST', `class-sessions/${id}/end-session`],
    cancel: ['POST', `class-sessions/${id}/cancel`],
  }[e.kind as string] as [string, string];
  return {
    method,
    path,
    key: e.idempotencyKey,
    body: e.kind === 'start' ? { ...e.payload, session_id: id } : e.payload,
  };
});

async function writtenByVersion3() {
  name = `upgrade-${crypto.randomUUID()}`;
  const old = new Dexie(name);
  old.version(3).stores(LOCAL_DB_STORES);
  await old.table('outbox').bulkAdd(fixture);
  return old;
}

function fakeServer() {
  const requests: { method: string; path: string; key: string; body: unknown }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    requests.push({
      method: String(init.method),
      path: url.replace('/api/', ''),
      key: headers['Idempotency-Key'] as string,
      body: JSON.parse(String(init.body)),
    });
    const end = url.endsWith('/end-session');
    return new Response(JSON.stringify(end ? { mark_issues: [] } : {}), { status: 200 });
  }) as typeof fetch;
  return { requests, fetchImpl };
}

describe('the device database, version 3 to 4 (issue 41: the outbox stores endpoint calls)', () => {
  it('converts the entries a device holds and replays each exactly once, as the old code would have sent it', async () => {
    const old = await writtenByVersion3();
    db = openLocalDb(name);
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => [e.endpoint, e.params])).toEqual([
      ['sessions.startSlideSession', {}],
      ['sessions.updateSlide', { id: fixture[1]?.sessionId }],
      ['sessions.endSession', { id: fixture[2]?.sessionId }],
      ['sessions.startSlideSession', {}],
      ['sessions.cancel', { id: fixture[4]?.sessionId }],
    ]);
    for (const e of entries) expect(e).not.toHaveProperty('kind');
    for (const e of entries) expect(e).not.toHaveProperty('payload');

    const server = fakeServer();
    const first = await replayOutbox({ db, userId, token: 't', apiBase: '/api', fetchImpl: server.fetchImpl });
    expect(first).toMatchObject({ outcome: 'done', sent: 5 });
    expect(server.requests).toEqual(OLD_REQUESTS);
    await replayOutbox({ db, userId, token: 't', apiBase: '/api', fetchImpl: server.fetchImpl });
    expect(server.requests).toHaveLength(5);
    expect((await db.outbox.toArray()).every((e) => e.status === 'sent')).toBe(true);

    // A tab still running the old code reopens the database (Dexie 4) and queues a move in its own shape: the new
    // code reads it as its call and sends it once, with its key.
    const late: Record<string, any> = { ...fixture[1], id: 'late', idempotencyKey: 'position:late', status: 'pending' };
    delete late.seq;
    late.payload = { ...late.payload, currentSlide: 9, furthestSlide: 9, seq: 9 };
    await old.table('outbox').add(late);
    await replayOutbox({ db, userId, token: 't', apiBase: '/api', fetchImpl: server.fetchImpl });
    await replayOutbox({ db, userId, token: 't', apiBase: '/api', fetchImpl: server.fetchImpl });
    expect(server.requests.slice(5)).toEqual([
      {
        method: 'PUT',
        path: `class-sessions/${late.sessionId}/update-slide`,
        key: 'position:late',
        body: late.payload,
      },
    ]);
    old.close();
  });

  it('leaves a database already at version 4 as it is', async () => {
    const old = await writtenByVersion3();
    old.close();
    db = openLocalDb(name);
    const converted = await db.outbox.toArray();
    db.close();
    db = openLocalDb(name);
    expect(await db.outbox.toArray()).toEqual(converted);
  });
});
