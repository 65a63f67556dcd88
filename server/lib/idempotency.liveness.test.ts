import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutions } from '../db/schema/people';
import { idempotencyRecords, serverProcesses } from '../db/schema/system';
import { idempotentApp } from '../testing/idempotent-app';
import { createTestApp, type TestApp } from '../testing/test-app';
import { sha256 } from './crypto';
import { keepAnswerIn } from './idempotency';
import { PROCESS_ID, startHeartbeat } from './process-liveness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ADDRESS = '10.7.7.7';
const SCOPE = `anon:${ADDRESS}`;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

/** A route that counts its runs, behind the middleware. */
function countingApp() {
  const app = idempotentApp(t);
  const state = { runs: 0 };
  app.post('/work', (c) => c.json({ run: ++state.runs }, 201));
  const send = (key: string) =>
    app.request('/work', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json', 'idempotency-key': key, 'x-forwarded-for': ADDRESS },
    });
  return { send, state };
}

/** A claim in flight, as a request of `holder` left it. */
const claim = (key: string, holder: string | null, createdAt = new Date()) =>
  t.db.insert(idempotencyRecords).values({
    scope: SCOPE,
    key,
    requestHash: sha256(Buffer.from('POST /work\n{}')),
    status: 0,
    holder,
    createdAt,
  });

const beat = (id: string, secondsAgo: number) =>
  t.db
    .insert(serverProcesses)
    .values({ id, beatAt: sql`now() - make_interval(secs => ${secondsAgo})` })
    .onConflictDoUpdate({
      target: serverProcesses.id,
      set: { beatAt: sql`now() - make_interval(secs => ${secondsAgo})` },
    });

describe('a request claimed by another process (decision 046)', () => {
  it('is run at once when that process has stopped beating, and waited for while it beats, however long', async () => {
    const { send, state } = countingApp();
    // Its process never beat (it died before its first beat, or its row is gone): taken over at once.
    await claim('dead-0001', 'process-gone');
    const taken = await send('dead-0001');
    expect(taken.status).toBe(201);
    expect(state.runs).toBe(1);
    const [row] = await t.db.select().from(idempotencyRecords).where(eq(idempotencyRecords.key, 'dead-0001'));
    expect(row).toMatchObject({ status: 201, holder: PROCESS_ID });

    // A process that beats is running the request: the repeat waits, even for a request five minutes old.
    await beat('process-alive', 2);
    await claim('alive-0002', 'process-alive', minutesAgo(5));
    const waiting = await send('alive-0002');
    expect(waiting.status).toBe(503);
    expect(waiting.headers.get('retry-after')).toBe('1');
    // Its beat 31 s old: six beats missed, it has stopped.
    await beat('process-alive', 31);
    expect((await send('alive-0002')).status).toBe(201);
    expect(state.runs).toBe(2);

    // Ten minutes is longer than any request runs, even one of a process that still beats.
    await beat('process-stuck', 0);
    await claim('hung-0003', 'process-stuck', minutesAgo(11));
    expect((await send('hung-0003')).status).toBe(201);
    expect(state.runs).toBe(3);
  });

  it("waits for this process's own requests, and for an unnamed claim under a minute old", async () => {
    const { send, state } = countingApp();
    await claim('own-0004', PROCESS_ID, minutesAgo(5));
    expect((await send('own-0004')).status).toBe(503);
    await claim('unnamed-0005', null, new Date(Date.now() - 20_000));
    expect((await send('unnamed-0005')).status).toBe(503);
    await t.db
      .update(idempotencyRecords)
      .set({ createdAt: minutesAgo(2) })
      .where(eq(idempotencyRecords.key, 'unnamed-0005'));
    expect((await send('unnamed-0005')).status).toBe(201);
    expect(state.runs).toBe(1);
  });

  it('a request whose claim was taken over meanwhile writes nothing: its effect is rolled back, the claim kept', async () => {
    const app = idempotentApp(t);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reached = () => {};
    const running = new Promise<void>((resolve) => {
      reached = resolve;
    });
    app.post('/institution', async (c) => {
      reached();
      await gate;
      const answer = await c.var.db.transaction(async (tx) => {
        const [made] = await tx
          .insert(institutions)
          .values({ name: 'Fenced Trust' })
          .returning({ id: institutions.id });
        await keepAnswerIn(tx, c, 201, made);
        return made;
      });
      return c.json(answer, 201);
    });
    const sent = app.request('/institution', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'fence-0006', 'x-forwarded-for': ADDRESS },
    });
    await running;
    // This process was thought dead (a stall past its beats): another took the key over and is running it.
    await t.db
      .update(idempotencyRecords)
      .set({ holder: 'process-took-over' })
      .where(eq(idempotencyRecords.key, 'fence-0006'));
    release();
    const answer = await sent;
    expect(answer.status).toBe(503);
    expect(await t.db.select().from(institutions).where(eq(institutions.name, 'Fenced Trust'))).toEqual([]);
    const [row] = await t.db.select().from(idempotencyRecords).where(eq(idempotencyRecords.key, 'fence-0006'));
    expect(row).toMatchObject({ status: 0, holder: 'process-took-over' });
  });
});

describe('the heartbeat', () => {
  it('writes this process’s beat, keeps it fresh, and removes it when stopped', async () => {
    const heartbeat = await startHeartbeat(t.db, 50);
    const read = async () =>
      (await t.db.select().from(serverProcesses).where(eq(serverProcesses.id, PROCESS_ID)))[0]?.beatAt.getTime();
    const first = await read();
    expect(first).toBeTypeOf('number');
    await new Promise((r) => setTimeout(r, 300));
    expect(await read()).toBeGreaterThan(first as number);
    await heartbeat.stop();
    expect(await read()).toBeUndefined();
  });
});
