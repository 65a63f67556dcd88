import { expect, test } from '@playwright/test';
import { freePort } from '../../bench/support/servers';
import { DEMO } from './support/auth';
import type { Driver } from './support/engines/driver';
import { type EngineName, OTHER_ENGINES } from './support/engines/engines';
import { teachOfflineClass } from './support/engines/offline-journey';
import { type FaultProxy, startFaultProxy } from './support/fault-proxy';
import { makeWorld, sessionsOf, tokenOf } from './support/offline';
import { addStudents, waitForDeck } from './support/students';

// The offline class in the other engines teachers use (issue 39 point 4): Firefox ESR on some laptops, WebKit (Safari's
// engine) on iPads. Debian's own browsers, driven by their own protocols; `npm test` installs them. Grade 5's demo
// deck, taught in a school made for each test. Offline is the server's port closed by a proxy: Firefox's offline
// emulation leaves its service worker online, and WebKit has none.
const GRADE = 5;
/** What the storage line of the readiness screen says in each engine. */
const STORAGE_LINE: Record<EngineName, RegExp> = {
  'Firefox ESR':
    /This device holds [\d.]+ MB for Pathshala; [\d.,]+ (MB|GB) more is available\. Persistent storage: on/,
  // WebKitGTK has no navigator.storage: the screen says so rather than fail.
  WebKit: /This browser does not report its storage/,
};

test.describe('the offline class in Firefox ESR and WebKit', () => {
  let driver: Driver | null = null;
  let proxy: FaultProxy | null = null;
  test.afterEach(async () => {
    // A failure's picture: what the engine showed at that moment.
    const testInfo = test.info();
    if (testInfo.status !== testInfo.expectedStatus) {
      await driver?.screenshot(testInfo.outputPath('failure.png')).catch(() => undefined);
    }
    await driver?.close();
    await proxy?.close();
    driver = null;
    proxy = null;
  });

  for (const engine of OTHER_ENGINES) {
    test(`in ${engine.name}: taught and ended offline, the server gets the class once`, async ({ request }) => {
      test.skip(engine.missing !== null, `${engine.missing} is not installed (npm test installs it)`);
      test.setTimeout(240_000);
      const admin = await tokenOf(request, DEMO.admin);
      const [, w, port] = await Promise.all([
        waitForDeck(request, admin, GRADE),
        makeWorld(request, GRADE, ['E']),
        freePort(),
      ]);
      const [pupils, headers, slides] = await Promise.all([
        addStudents(request, w, `${GRADE}E`, 3),
        tokenOf(request, w.email),
        request
          .get(`/api/course-materials/class/${GRADE}`, { headers: admin })
          .then(async (res) => (await res.json()).material.totalSlides as number),
      ]);
      // Launched once the rest is ready, so a failed set-up leaves no browser behind.
      driver = await engine.launch();
      proxy = await startFaultProxy(port, Number(process.env.E2E_PORT ?? 3100));
      test.info().annotations.push({ type: 'engine', description: driver.engine });

      await teachOfflineClass(driver, {
        proxy,
        world: w,
        classLevel: `${GRADE}E`,
        pupils,
        slides,
        storageLine: STORAGE_LINE[engine.name],
        shot: (name) => test.info().outputPath(`${name}.png`),
      });

      const sessions = await sessionsOf(request, headers, w, `${GRADE}E`);
      expect(sessions).toHaveLength(1);
      expect(sessions[0]).toMatchObject({
        status: 'ended',
        starting_slide: 1,
        current_slide: 4,
        ending_slide: 4,
        students_attended: 2,
        total_students: 3,
      });
    });
  }
});
