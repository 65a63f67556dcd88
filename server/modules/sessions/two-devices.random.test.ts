import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '#tests/e2e/support/fault-model';
import { schools } from '#server/db/schema/people';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { deckPages, uploadDeck } from '#server/testing/test-decks';

// One class on two devices (issue 15), seeded and random: two devices of one teacher start the same class (each
// with its own session, as offline starts do), move, and end with attendance, while the teacher resolves the
// conflict at a random moment (close A, close B, or B continues A's session); every request may be delivered late,
// twice, or in another order than sent. Whatever the order, the server must end with each session once, every
// attendance sent for a session recorded (never twice, never another's), each session's furthest slide the maximum
// sent for it, and nothing left in progress. TWO_DEVICE_SEED and TWO_DEVICE_ROUNDS pick another run; a failing seed
// is printed and becomes a fixed seed below (both found that a second device's moves to a session the first had
// ended were dropped from its furthest slide and the class's progress).
const SEEDS = process.env.TWO_DEVICE_SEED ? [Number(process.env.TWO_DEVICE_SEED)] : [20261123, 7];
const ROUNDS = Number(process.env.TWO_DEVICE_ROUNDS ?? 12);
const SLIDES = 30;

let t: TestApp;
let priya: string;
let mohali: string;
beforeAll(async () => {
  t = await createTestApp();
  priya = await t.login('teacher@demo.test');
  await uploadDeck(t, await t.login('admin@demo.test'), 6, deckPages(SLIDES));
  const rows = await t.db.select({ id: schools.id, name: schools.name }).from(schools);
  mohali = rows.find((s) => s.name.includes('Mohali'))?.id as string;
});
afterAll(() => t.close());

type Request = {
  label: string;
  send: () => Promise<{ status: number }>;
  /** Sent only once both starts were delivered (the teacher's choice needs both sessions). */
  afterStarts?: boolean;
  /** An end: the session it ends and the attendance it carries. */
  end?: { target: string; attendance: [number, number] };
};
type Expect = { furthest: number; attendance: [number, number] | null };

/** One round: the requests both devices send for one class, and what the server must end up with. */
function round(rng: ReturnType<typeof seededRandom>, classLevel: string) {
  const devices = ['A', 'B'].map((name) => ({ name, id: randomUUID(), seq: 0, slide: rng.int(1, 5) }));
  const [a, b] = devices as [(typeof devices)[0], (typeof devices)[0]];
  const expected = new Map<string, Expect>(devices.map((d) => [d.id, { furthest: d.slide, attendance: null }]));
  const queues: Request[][] = [[], []];
  const body = (d: (typeof devices)[0], target: string) => ({ deviceId: `device-${d.name}`, seq: ++d.seq, target });
  for (const [i, d] of devices.entries()) {
    const s = body(d, d.id);
    const startingSlide = d.slide;
    queues[i]?.push({
      label: `${d.name} start`,
      send: () =>
        t.post(
          '/api/class-sessions/start-slide-session',
          {
            school_id: mohali,
            class_level: classLevel,
            session_id: d.id,
            starting_slide: startingSlide,
            device_id: s.deviceId,
            seq: s.seq,
          },
          priya,
        ),
    });
  }
  // The teacher's choice, sent by one device once it knows of both sessions: after both starts.
  const choice = rng.pick(['close A', 'close B', 'B continues A'] as const);
  const chooser = choice === 'close B' ? 0 : 1;
  let bTarget = b.id;
  const moves = (d: (typeof devices)[0], i: number, count: number, target: () => string) => {
    for (let k = 0; k < count; k++) {
      d.slide = Math.min(SLIDES, Math.max(1, d.slide + rng.int(-2, 4)));
      const slide = d.slide;
      const s = body(d, target());
      const e = expected.get(s.target) as Expect;
      e.furthest = Math.max(e.furthest, slide);
      queues[i]?.push({
        label: `${d.name} move ${slide} → ${s.target === a.id ? 'A' : 'B'}`,
        send: () =>
          t.put(
            `/api/class-sessions/${s.target}/update-slide`,
            { currentSlide: slide, furthestSlide: slide, deviceId: s.deviceId, seq: s.seq },
            priya,
          ),
      });
    }
  };
  moves(a, 0, rng.int(0, 4), () => a.id);
  moves(b, 1, rng.int(0, 4), () => bTarget);
  const closing = choice === 'close A' ? a.id : choice === 'close B' ? b.id : b.id;
  queues[chooser]?.push({
    label: `${choice}`,
    send: () => t.post(`/api/class-sessions/${closing}/close`, {}, priya),
    afterStarts: true,
  });
  if (choice === 'B continues A') {
    bTarget = a.id;
    // B's own session is closed; its later moves and end go to A's.
    b.slide = rng.int(1, SLIDES);
  }
  moves(a, 0, rng.int(0, 3), () => a.id);
  moves(b, 1, rng.int(0, 3), () => bTarget);
  // Each device ends the session it is teaching, with its attendance (B ends A's when it continued it).
  for (const [i, d, target] of [
    [0, a, a.id],
    [1, b, bTarget],
  ] as const) {
    const attended = rng.int(0, 30);
    const s = body(d, target);
    const e = expected.get(target) as Expect;
    const slide = d.slide;
    e.furthest = Math.max(e.furthest, slide);
    // The first end with attendance that reaches the session is kept: decided at delivery (below).
    queues[i]?.push({
      label: `${d.name} end ${attended}/30 → ${target === a.id ? 'A' : 'B'}`,
      send: () =>
        t.post(
          `/api/class-sessions/${target}/end-session`,
          {
            students_attended: attended,
            total_students: 30,
            notes: '',
            currentSlide: slide,
            furthestSlide: slide,
            deviceId: s.deviceId,
            seq: s.seq,
          },
          priya,
        ),
      end: { target, attendance: [attended, 30] },
    });
  }
  return { queues, expected, ids: [a.id, b.id], choice };
}

/** Delivers both devices' queues interleaved at random, each request possibly twice, a device's own order kept. */
async function deliver(rng: ReturnType<typeof seededRandom>, queues: Request[][], log: string[]) {
  const started = new Set<number>();
  const firstEnd = new Map<string, [number, number]>();
  const next = [0, 0];
  while (next.some((n, i) => n < (queues[i]?.length ?? 0))) {
    const ready = [0, 1].filter((i) => {
      const r = queues[i]?.[next[i] as number];
      return r && (!r.afterStarts || started.size === 2);
    });
    const i = rng.pick(ready);
    const r = queues[i]?.[next[i] as number] as Request;
    next[i] = (next[i] as number) + 1;
    const times = rng.chance(0.25) ? 2 : 1;
    for (let k = 0; k < times; k++) {
      const res = await r.send();
      log.push(`${r.label}${k ? ' (again)' : ''}: ${res.status}`);
      expect(res.status, log.join('\n')).toBeLessThan(500);
    }
    if (r.label.endsWith('start')) started.add(i);
    if (r.end && !firstEnd.has(r.end.target)) firstEnd.set(r.end.target, r.end.attendance);
  }
  return firstEnd;
}

describe('one class on two devices, random order (seeded)', () => {
  for (const seed of SEEDS) {
    it(`seed ${seed}: each session once, every attendance once, furthest slides kept, none left in progress`, async () => {
      const rng = seededRandom(seed);
      console.log(`two devices: seed ${seed}, ${ROUNDS} rounds`);
      for (let n = 0; n < ROUNDS; n++) {
        const classLevel = rng.pick(['6A', '6B']);
        const { queues, expected, ids, choice } = round(rng, classLevel);
        const log = [`seed ${seed} round ${n} (${classLevel}, ${choice})`];
        const firstEnd = await deliver(rng, queues, log);
        const progress = (await t.get(`/api/session-progress/${mohali}/${classLevel}`, priya)).body.progress;
        const furthest = Math.max(...[...expected.values()].map((e) => e.furthest));
        expect(progress.furthestSlide, `${log.join('\n')}\nclass progress`).toBeGreaterThanOrEqual(furthest);
        const live = await t.get(`/api/class-sessions/live?school_id=${mohali}&class_level=${classLevel}`, priya);
        expect(live.body.sessions, log.join('\n')).toEqual([]);
        for (const id of ids) {
          const res = await t.get(`/api/class-sessions/${id}`, priya);
          expect(res.status, log.join('\n')).toBe(200);
          const s = res.body.session;
          const e = expected.get(id) as Expect;
          expect(s.status, log.join('\n')).toBe('ended');
          expect(s.ending_slide, `${log.join('\n')}\nending slide of ${id}`).toBe(e.furthest);
          const attendance = firstEnd.get(id) ?? null;
          expect(
            attendance ? [s.students_attended, s.total_students] : [null, null],
            `${log.join('\n')}\nattendance of ${id}`,
          ).toEqual(attendance ?? [null, null]);
        }
      }
    });
  }
});
