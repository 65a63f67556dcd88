import { and, eq } from 'drizzle-orm';
import { bodyLimit } from 'hono/body-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/people';
import { activityLog, idempotencyRecords } from '../db/schema/system';
import { idempotentApp } from '../testing/idempotent-app';
import { withAnswersLostAfter } from '../testing/lost-answers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { sha256 } from './crypto';
import { HttpError } from './errors';
import { canonicalBody, freeClaimsOfDeadProcess, holdsSecret, IN_FLIGHT_MESSAGE } from './idempotency';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const changePassword = (token: string, key: string, currentPassword: string, newPassword: string) =>
  t.request('PUT', '/api/auth/change-password', {
    token,
    body: { currentPassword, newPassword },
    headers: { 'idempotency-key': key },
  });

async function passwordChanges(email: string): Promise<number> {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const rows = await t.db
    .select({ id: activityLog.id })
    .from(activityLog)
    .where(and(eq(activityLog.actorId, user!.id), eq(activityLog.action, 'password_changed')));
  return rows.length;
}

describe('Idempotency-Key on mutating routes', () => {
  it('replays the first answer for the same key and payload, and applies the change once', async () => {
    const email = 'teacher@demo.test';
    const token = await t.login(email);
    const key = 'change-password-0001';

    const first = await changePassword(token, key, 'demo1234', 'first-new-pass');
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();

    // Run again, the change would fail: the current password is no longer demo1234.
    const repeat = await changePassword(token, key, 'demo1234', 'first-new-pass');
    expect(repeat.status).toBe(first.status);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(await passwordChanges(email)).toBe(1);

    // Without the key, the same request runs again and fails as it should.
    const unkeyed = await t.put(
      '/api/auth/change-password',
      { currentPassword: 'demo1234', newPassword: 'first-new-pass' },
      token,
    );
    expect(unkeyed.status).toBe(400);
  });

  it('answers 422 for the same key with another payload, and does not apply it', async () => {
    const email = 'school.manager@demo.test';
    const token = await t.login(email);
    const key = 'change-password-0002';
    expect((await changePassword(token, key, 'demo1234', 'second-pass-a')).status).toBe(200);

    const other = await changePassword(token, key, 'second-pass-a', 'second-pass-b');
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ error: 'This Idempotency-Key was already used with a different request' });
    expect((await t.post('/api/auth/login', { email, password: 'second-pass-a' })).status).toBe(200);
    expect(await passwordChanges(email)).toBe(1);
  });

  it('takes the same JSON with its keys in another order as the same request', async () => {
    const token = await t.login('rohan.mehta@demo.test');
    const send = (raw: string) =>
      t.request('PUT', '/api/auth/change-password', {
        token,
        raw,
        headers: { 'content-type': 'application/json', 'idempotency-key': 'same-json-0001' },
      });
    const first = await send('{"currentPassword":"demo1234","newPassword":"reordered-1"}');
    expect(first.status).toBe(200);
    const reordered = await send('{ "newPassword": "reordered-1", "currentPassword": "demo1234" }');
    expect(reordered.status).toBe(200);
    expect(reordered.headers.get('idempotent-replayed')).toBe('true');
    expect(canonicalBody(Buffer.from('{"b":[{"y":1,"x":2}],"a":null}'), 'application/json').toString()).toBe(
      '{"a":null,"b":[{"x":2,"y":1}]}',
    );
  });

  it('replays error answers too, so a retried request never runs twice', async () => {
    const token = await t.login('admin@demo.test');
    const key = 'change-password-0003';
    const first = await changePassword(token, key, 'wrong-current', 'whatever-new');
    expect(first.status).toBe(400);
    const repeat = await changePassword(token, key, 'wrong-current', 'whatever-new');
    expect(repeat.status).toBe(400);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
  });

  it('keeps keys apart per user', async () => {
    const key = 'shared-key-0004';
    const a = await t.login('institution.manager@demo.test');
    const b = await t.login('student@demo.test');
    expect((await changePassword(a, key, 'demo1234', 'inst-new-pass')).status).toBe(200);
    // Another user with the same key and another payload is a new request, not a 422 or a replay.
    const other = await changePassword(b, key, 'demo1234', 'student-new-pass');
    expect(other.status).toBe(200);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect((await t.post('/api/auth/login', { email: 'student@demo.test', password: 'student-new-pass' })).status).toBe(
      200,
    );
  });

  it('leaves the request body readable as a stream for the route (a route-level body limit)', async () => {
    const app = idempotentApp(t);
    let runs = 0;
    app.post('/echo', bodyLimit({ maxSize: 1024, onError: (c) => c.json({ error: 'too large' }, 413) }), async (c) => {
      runs++;
      return c.json({ text: await c.req.text() });
    });
    const send = (body: string) =>
      app.request('/echo', {
        method: 'POST',
        body,
        headers: { 'idempotency-key': 'stream-0005', 'x-forwarded-for': '10.8.8.8' },
      });

    const first = await send('hello stream');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ text: 'hello stream' });
    const repeat = await send('hello stream');
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(await repeat.json()).toEqual({ text: 'hello stream' });
    expect(runs).toBe(1);
  });

  it("never keeps a secret: a replay gets the route's replay answer, and an answer naming a secret is not kept", async () => {
    const app = idempotentApp(t);
    let runs = 0;
    app.post('/card', (c) => {
      runs++;
      c.set('replayAnswer', { issued: true, sign_in_code: null, message: 'Already issued' });
      return c.json({ issued: true, sign_in_code: `CODE${runs}` });
    });
    app.post('/leaky', (c) => {
      runs++;
      return c.json({ nested: [{ token: `secret-${runs}` }] });
    });
    const send = (path: string) =>
      app.request(path, { method: 'POST', headers: { 'idempotency-key': `secret-${path}`, 'x-forwarded-for': 'x' } });
    expect(await (await send('/card')).json()).toEqual({ issued: true, sign_in_code: 'CODE1' });
    const replay = await send('/card');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual({ issued: true, sign_in_code: null, message: 'Already issued' });
    expect(runs).toBe(1);

    expect(await (await send('/leaky')).json()).toEqual({ nested: [{ token: 'secret-2' }] });
    expect(await (await send('/leaky')).json()).toEqual({ nested: [{ token: 'secret-3' }] });
    const kept = await t.db.select().from(idempotencyRecords).where(eq(idempotencyRecords.key, 'secret-/leaky'));
    expect(kept).toEqual([]);
    expect(holdsSecret({ a: [{ b: { device_token: 'x' } }] })).toBe(true);
    expect(holdsSecret({ token: null, sign_in_code: '', tokens: 'x' })).toBe(false);
  });

  it('runs one of several requests sent at once with one key; the others are told to retry, then replayed', async () => {
    const app = idempotentApp(t);
    app.onError((err, c) =>
      err instanceof HttpError ? c.json({ error: err.message }, err.status) : c.json({ error: 'crash' }, 500),
    );
    let runs = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let failNext = false;
    app.post('/slow', async (c) => {
      runs++;
      await gate;
      if (failNext) throw new Error('boom');
      return c.json({ run: runs }, 201);
    });
    const send = (key: string) =>
      app.request('/slow', {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json', 'idempotency-key': key, 'x-forwarded-for': '10.9.9.9' },
      });

    const racing = [send('race-0006'), send('race-0006'), send('race-0006')];
    await new Promise((r) => setTimeout(r, 100));
    release();
    const answers = await Promise.all(racing);
    expect(runs).toBe(1);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 503, 503]);
    const refused = answers.find((a) => a.status === 503) as Response;
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toEqual({ error: IN_FLIGHT_MESSAGE });
    const retry = await send('race-0006');
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.json()).toEqual({ run: 1 });

    // A 500 is not remembered: the key is free for the retry, which runs.
    failNext = true;
    expect((await send('crash-0007')).status).toBe(500);
    failNext = false;
    expect((await send('crash-0007')).status).toBe(201);
    expect(runs).toBe(3);

    // A claim left by a process that died mid-request is taken over once it is stale.
    const claim = {
      scope: 'anon:10.9.9.9',
      key: 'orphan-0008',
      requestHash: sha256(Buffer.from('POST /slow\n{}')),
      status: 0,
      createdAt: new Date(Date.now() - 20_000),
    };
    await t.db.insert(idempotencyRecords).values(claim);
    expect((await send('orphan-0008')).status).toBe(503); // recent: it may still be running
    await t.db
      .update(idempotencyRecords)
      .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(idempotencyRecords.key, 'orphan-0008'));
    expect((await send('orphan-0008')).status).toBe(201);
    expect(runs).toBe(4);
  });

  it('frees, at the start of the only process, the claims its last run left in flight: the retry runs at once', async () => {
    const app = idempotentApp(t);
    let runs = 0;
    app.post('/after-cut', (c) => c.json({ run: ++runs }, 201));
    const claim = {
      scope: 'anon:10.9.9.8',
      key: 'cut-0009',
      requestHash: sha256(Buffer.from('POST /after-cut\n{}')),
      status: 0,
    };
    await t.db.insert(idempotencyRecords).values(claim);
    await t.db.insert(idempotencyRecords).values({ ...claim, key: 'done-0010', status: 201, body: { run: 0 } });
    const send = (key: string) =>
      app.request('/after-cut', {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json', 'idempotency-key': key, 'x-forwarded-for': '10.9.9.8' },
      });
    expect((await send('cut-0009')).status).toBe(503);
    expect(await freeClaimsOfDeadProcess(t.db)).toBeGreaterThanOrEqual(1);
    expect((await send('cut-0009')).status).toBe(201);
    // A finished request keeps its answer.
    expect(await (await send('done-0010')).json()).toEqual({ run: 0 });
    expect(runs).toBe(1);
  });
});

describe('an answer kept with its effect (keepAnswerIn)', () => {
  it("a user's creation repeated after its answer was lost gets the first answer, not 'Email already exists'", async () => {
    const token = await t.login('admin@demo.test');
    const create = () =>
      t.request('POST', '/api/users', {
        token,
        body: { name: 'Kept Answer', email: 'kept.answer@example.org', password: 'secret-123', role: 'admin' },
        headers: { 'idempotency-key': 'create-user-lost-answer-0001' },
      });
    // The user is made; the answer the middleware writes afterwards is lost, and the caller gets an error.
    const first = await withAnswersLostAfter(t.db, 'users', create);
    expect(first.status).toBe(500);
    const [made] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'kept.answer@example.org'));
    expect(made).toBeDefined();
    // The process dies and starts again: its claims in flight are freed. The repeat gets the creation's answer.
    await freeClaimsOfDeadProcess(t.db);
    const again = await create();
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.user).toMatchObject({ _id: made?.id, email: 'kept.answer@example.org' });
  });
});
