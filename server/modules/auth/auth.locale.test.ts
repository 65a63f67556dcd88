import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The language a user chose (issue 42): kept on their profile, so their other devices open in it after sign-in. */
describe('PUT /api/auth/profile/locale', () => {
  it('keeps the choice on the profile: the next sign-in, on any device, answers it', async () => {
    const token = await t.login('student@demo.test');
    expect((await t.api.auth.profile({ token })).body.user.locale).toBeNull();

    const res = await t.api.auth.setLocale({ body: { locale: 'pa-IN' }, token });
    expect(res.status).toBe(200);
    expect(res.body.user.locale).toBe('pa-IN');

    const elsewhere = await t.post('/api/auth/login', { email: 'student@demo.test', password: 'demo1234' });
    expect(elsewhere.body.user.locale).toBe('pa-IN');
    await t.api.auth.setLocale({ body: { locale: 'en-IN' }, token });
    expect((await t.api.auth.profile({ token })).body.user.locale).toBe('en-IN');
  });

  it.each([['fr-FR'], ['hi'], [''], [7], [null]])(
    'refuses %j with a field message and keeps the old choice',
    async (locale) => {
      const token = await t.login('teacher@demo.test');
      await t.api.auth.setLocale({ body: { locale: 'hi-IN' }, token });
      const res = await t.put('/api/auth/profile/locale', { locale }, token);
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([{ field: 'locale', msg: 'Language must be one of en-IN, hi-IN, pa-IN' }]);
      expect((await t.api.auth.profile({ token })).body.user.locale).toBe('hi-IN');
    },
  );

  it('keeps the digits chosen with it, and leaves them as they were when none are sent', async () => {
    const token = await t.login('school.manager@demo.test');
    expect((await t.api.auth.profile({ token })).body.user.digits).toBeNull();
    const own = await t.api.auth.setLocale({ body: { locale: 'hi-IN', digits: 'own' }, token });
    expect(own.body.user).toMatchObject({ locale: 'hi-IN', digits: 'own' });
    await t.api.auth.setLocale({ body: { locale: 'pa-IN' }, token });
    const elsewhere = await t.post('/api/auth/login', { email: 'school.manager@demo.test', password: 'demo1234' });
    expect(elsewhere.body.user).toMatchObject({ locale: 'pa-IN', digits: 'own' });

    const bad = await t.put('/api/auth/profile/locale', { locale: 'en-IN', digits: 'roman' }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([{ field: 'digits', msg: 'Digits must be one of latin, own' }]);
    expect((await t.api.auth.profile({ token })).body.user).toMatchObject({ locale: 'pa-IN', digits: 'own' });
    await t.api.auth.setLocale({ body: { locale: 'en-IN', digits: 'latin' }, token });
  });

  it('is for the signed-in user only', async () => {
    expect((await t.put('/api/auth/profile/locale', { locale: 'hi-IN' })).status).toBe(401);
  });
});
