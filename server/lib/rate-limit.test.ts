import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateEvents } from '../db/schema/system';
import { createTestApp, type TestApp } from '../testing/test-app';
import { release, reserve } from './rate-limit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const events = async (prefix: string) =>
  (
    await t.db
      .select()
      .from(rateEvents)
      .where(like(rateEvents.bucket, `${prefix}%`))
  ).length;

describe('reserve', () => {
  it('lets exactly the limit through of reservations sent at once, whatever order they name their buckets in', async () => {
    const x = { bucket: 'test:x', max: 7 };
    const y = { bucket: 'test:y', max: 100 };
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => reserve(t.db, HOUR, i % 2 ? [x, y] : [y, x])),
    );
    expect(answers.filter((a) => a.allowed)).toHaveLength(7);
    expect(answers.filter((a) => !a.allowed).every((a) => a.ids.length === 0)).toBe(true);
    expect(await events('test:x')).toBe(7);
    expect(await events('test:y')).toBe(7);
  });

  it('counts watched buckets without limiting or recording them, and gives places back', async () => {
    const first = await reserve(t.db, HOUR, [{ bucket: 'test:w', max: 1 }], ['test:x']);
    expect(first).toMatchObject({ allowed: true, counts: { 'test:w': 0, 'test:x': 7 } });
    expect((await reserve(t.db, HOUR, [{ bucket: 'test:w', max: 1 }])).allowed).toBe(false);
    await release(t.db, first.ids);
    expect((await reserve(t.db, HOUR, [{ bucket: 'test:w', max: 1 }])).allowed).toBe(true);
    expect(await events('test:x')).toBe(7);
  });

  it('counts only the window', async () => {
    expect((await reserve(t.db, HOUR, [{ bucket: 'test:old', max: 1 }])).allowed).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await reserve(t.db, 10, [{ bucket: 'test:old', max: 1 }])).allowed).toBe(true);
  });
});
