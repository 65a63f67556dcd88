// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '#src/lib/session';
import { restoreSession } from './profile';

// restoreSession takes the answer of public/session-check.js (the check started before the app's code arrived)
// exactly as it takes its own call's: 401 ends the session, a 5xx or no network keeps it for an offline start.
// A whole user, as the profile's schema has it (the app's own call checks its answer in tests).
const stored = {
  _id: 'u1',
  name: 'Asha',
  email: 'asha@demo.test',
  phone: null,
  role: 'teacher',
  status: 'active',
  must_change_password: false,
  locale: null,
  digits: null,
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
  created_by: null,
  manages_institutions: [],
  manages_schools: [],
  teaching_assignments: [],
  studies_at_school: null,
  student_details: null,
};
const holder = window as { pathshalaSessionCheck?: Promise<Response> };
const early = (answer: Promise<Response>) => {
  holder.pathshalaSessionCheck = answer;
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  session.set('token-1', stored as never);
});
afterEach(() => {
  holder.pathshalaSessionCheck = undefined;
  session.clear();
  vi.restoreAllMocks();
});

describe('restoreSession with the early check', () => {
  it('takes its answer, once, and asks nothing itself', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    early(Promise.resolve(json({ user: { ...stored, name: 'Asha Rao' } })));
    expect(await restoreSession()).toBe('confirmed');
    expect(session.user()?.name).toBe('Asha Rao');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(holder.pathshalaSessionCheck).toBeUndefined();
  });

  it('a 401 ends the session', async () => {
    early(Promise.resolve(json({ error: 'Invalid token', details: [] }, 401)));
    expect(await restoreSession()).toBe('rejected');
    expect(session.get()).toBeNull();
  });

  it('a 503 or no network keeps the session for the device', async () => {
    early(Promise.resolve(json({ error: 'Unavailable', details: [] }, 503)));
    expect(await restoreSession()).toBe('unreachable');
    expect(session.token()).toBe('token-1');
    early(Promise.reject(new TypeError('Failed to fetch')));
    expect(await restoreSession()).toBe('unreachable');
    expect(session.token()).toBe('token-1');
  });

  it('without it, the app makes the call itself', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ user: stored }));
    expect(await restoreSession()).toBe('confirmed');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
