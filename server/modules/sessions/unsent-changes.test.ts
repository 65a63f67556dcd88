import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { type OutboxCall, type UnsentChange, type UnsentFile, unsentFile } from '#contract/outbox-calls';
import { schools, users } from '#server/db/schema/people';
import { activityLog } from '#server/db/schema/system';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { deckPages, uploadDeck } from '#server/testing/test-decks';

let t: TestApp;
let admin: string;
let priya: string;
let priyaId: string;
let mohali: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  priya = await t.login('teacher@demo.test');
  await uploadDeck(t, admin, 6, deckPages(12));
  const rows = await t.db.select({ id: schools.id, name: schools.name }).from(schools);
  mohali = rows.find((s) => s.name.includes('Mohali'))?.id as string;
  const [teacher] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'teacher@demo.test'));
  priyaId = teacher?.id as string;
});
afterAll(() => t.close());

let seq = 0;
/** A class taught on a device that never reached the server: its unsent changes, in the order it made them. */
type Entry = UnsentChange & { seq: number };
function classEntries(classLevel: string, moves: number[], attended: number): Entry[] {
  const sessionId = randomUUID();
  const now = new Date().toISOString();
  const entry = (call: OutboxCall, key: string): Entry => ({
    ...call,
    seq: ++seq,
    sessionId,
    idempotencyKey: key,
    clientTimestamp: now,
    label: `Class ${classLevel}`,
  });
  const stamp = () => ({ deviceId: 'lost-laptop', seq: ++seq });
  const last = moves.at(-1) ?? 1;
  return [
    entry(
      {
        endpoint: 'sessions.startSlideSession',
        params: {},
        body: {
          school_id: mohali,
          class_level: classLevel,
          session_id: sessionId,
          started_at: now,
          starting_slide: 1,
          device_id: 'lost-laptop',
          seq: ++seq,
        },
      },
      `start:${sessionId}`,
    ),
    entry(
      {
        endpoint: 'sessions.updateSlide',
        params: { id: sessionId },
        body: { currentSlide: last, furthestSlide: Math.max(...moves), clientTimestamp: now, ...stamp() },
      },
      `position:${sessionId}:${randomUUID()}`,
    ),
    entry(
      {
        endpoint: 'sessions.endSession',
        params: { id: sessionId },
        body: {
          students_attended: attended,
          total_students: 30,
          notes: 'from the file',
          clientTimestamp: now,
          currentSlide: last,
          furthestSlide: Math.max(...moves),
          ...stamp(),
        },
      },
      `end:${sessionId}:${randomUUID()}`,
    ),
  ];
}

const load = (file: unknown, token = admin) =>
  t.post('/api/class-sessions/unsent-changes', { fileName: 'laptop-3.json', file }, token);

describe('POST /api/class-sessions/unsent-changes', () => {
  it('applies a teacher’s saved changes once, as that teacher; loaded twice, once', async () => {
    const entries = [...classEntries('6A', [1, 8, 11, 4], 27), ...classEntries('6B', [1, 2], 19)];
    const file = unsentFile({ id: priyaId, name: 'Priya Sharma' }, 'lost-laptop', entries, new Date().toISOString());
    const first = await load(file);
    expect(first.status).toBe(200);
    expect(first.body.teacher).toEqual({ _id: priyaId, name: 'Priya Sharma' });
    expect(first.body.summary).toEqual({ applied: 6, 'already applied': 0, refused: 0 });
    const sessionId = entries[0]?.sessionId as string;
    const session = (await t.get(`/api/class-sessions/${sessionId}`, priya)).body.session;
    expect(session).toMatchObject({
      status: 'ended',
      starting_slide: 1,
      ending_slide: 11,
      current_slide: 4,
      students_attended: 27,
      notes: 'from the file',
      teacher_id: { _id: priyaId },
    });

    const again = await load(file);
    expect(again.body.summary).toEqual({ applied: 0, 'already applied': 6, refused: 0 });
    expect(again.body.results.map((r: { outcome: string }) => r.outcome)).toEqual(Array(6).fill('already applied'));
    const list = await t.get(`/api/class-sessions?school_id=${mohali}&class_level=6A&limit=100`, priya);
    expect(list.body.data.filter((s: { _id: string }) => s._id === sessionId)).toHaveLength(1);

    const logged = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'unsent_changes_loaded'), eq(activityLog.entityId, priyaId)));
    expect(logged).toHaveLength(2);
    expect(logged[0]?.description).toContain('loaded laptop-3.json of Priya Sharma: 6 applied');
  });

  it('checks every change with the teacher’s own rules and scope, and lists each outcome', async () => {
    const outside = classEntries('8A', [1, 3], 10); // Priya does not teach 8A
    const [start] = classEntries('6A', [1], 5);
    const file = unsentFile(
      { id: priyaId, name: 'Priya' },
      null,
      [...outside, start as Entry],
      new Date().toISOString(),
    );
    // A change edited to reach another session than the one it is filed under is not applied at all.
    const last = file.changes[3] as UnsentFile['changes'][number];
    file.changes[3] = { ...last, body: { ...last.body, session_id: randomUUID() } } as UnsentFile['changes'][number];
    const res = await load(file);
    expect(res.status).toBe(200);
    expect(res.body.results.map((r: { outcome: string; message: string }) => [r.outcome, r.message])).toEqual([
      ['refused', 'Class not found'],
      ['refused', 'Session not found'],
      ['refused', 'Session not found'],
      ['refused', 'This change is not one the Pathshala outbox makes'],
    ]);
  });

  it('is for admins, with a real file of a real teacher', async () => {
    const file = unsentFile({ id: priyaId, name: 'Priya' }, null, classEntries('6A', [2], 1), new Date().toISOString());
    expect((await load(file, priya)).status).toBe(403);
    const bad = await load({ format: 'something-else', version: 1, teacherId: priyaId, changes: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('This is not a file of unsent changes saved by Pathshala');
    const student = (await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'student@demo.test')))[0];
    const notTeacher: UnsentFile = { ...file, teacherId: student?.id as string };
    expect((await load(notTeacher)).body.error).toBe('The person of this file is not a teacher');
    expect((await load({ ...file, teacherId: randomUUID() })).status).toBe(404);
  });
});

describe('a file saved before issue 41 (version 1: each change its kind, method and path)', () => {
  it('still loads: each change applied once, as the request the old outbox made', async () => {
    // tests/fixtures/unsent-changes-v1.json was written by the code of the time; its people and school made real.
    const written = readFileSync('tests/fixtures/unsent-changes-v1.json', 'utf8');
    const file = JSON.parse(
      written
        .replaceAll('2c6b1a52-3f0e-4a8e-9d55-0c0b0a0a0001', priyaId)
        .replaceAll('f0000000-0000-4000-8000-000000000001', mohali),
    );
    expect(file.version).toBe(1);
    const first = await load(file);
    expect(first.status).toBe(200);
    expect(first.body.results.map((r: { kind: string; outcome: string }) => [r.kind, r.outcome])).toEqual([
      ['start', 'applied'],
      ['position', 'applied'],
      ['end', 'applied'],
      ['start', 'applied'],
      ['cancel', 'applied'],
    ]);
    const ended = (await t.get(`/api/class-sessions/a1111111-1111-4111-8111-111111111111`, priya)).body.session;
    expect(ended).toMatchObject({
      status: 'ended',
      starting_slide: 3,
      ending_slide: 7,
      students_attended: 2,
      notes: 'Good class',
    });
    expect((await t.get(`/api/class-sessions/b2222222-2222-4222-8222-222222222222`, priya)).status).toBe(404);

    const again = await load(file);
    expect(again.body.summary).toEqual({ applied: 0, 'already applied': 5, refused: 0 });
    // A version 1 change whose path is not the one its kind gives is refused, as before.
    const edited = { ...file, changes: [{ ...file.changes[1], path: `class-sessions/${randomUUID()}/update-slide` }] };
    expect((await load(edited)).body.results[0]).toMatchObject({
      outcome: 'refused',
      message: 'This change is not one the Pathshala outbox makes',
    });
  });
});
