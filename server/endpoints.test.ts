import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints';
import { ENDPOINT_OF } from '#server/lib/endpoint-route';
import { createTestApp, type TestApp } from '#server/testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** 'METHOD /api/path' of each route the app mounts, and whether it was registered from a contract entry. */
function mounted() {
  const routes = new Map<string, boolean>();
  for (const route of t.app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/')) continue;
    const key = `${route.method} ${route.path}`;
    const described = ENDPOINT_OF in route.handler;
    routes.set(key, (routes.get(key) ?? false) || described);
  }
  return routes;
}

describe('the endpoints of the contract (issue 41)', () => {
  it('mounts every entry, at its method and path, from the entry itself', () => {
    const declared = Object.values(endpoints).flatMap((area) =>
      Object.values(area).map((entry) => `${entry.method} /api${entry.path}`),
    );
    const served = [...mounted()].filter(([, described]) => described).map(([key]) => key);
    expect(served.sort()).toEqual([...declared].sort());
    for (const route of t.app.routes) {
      const entry = (route.handler as { [ENDPOINT_OF]?: unknown })[ENDPOINT_OF];
      if (entry)
        expect(Object.values(endpoints).some((area) => Object.values(area).includes(entry as never))).toBe(true);
    }
  });

  it('has an entry for every route the app mounts', () => {
    const undescribed = [...mounted()].filter(([, described]) => !described).map(([key]) => key);
    expect(undescribed).toEqual([]);
  });
});
