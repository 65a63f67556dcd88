import { describe, expect, it } from 'vitest';
import { ROLE_SCREENS } from '#contract/role-screens';
import { ROLES } from '#contract/roles';
import { analyticsViewOf, roleAnalytics } from './preload-analytics';

// The server names contract/role-screens.ts's files in the page for the stored user's role (issue 14): each must be
// the module the client then loads for that role, or the browser fetches one screen early and another after.
describe("ROLE_SCREENS['/analytics'] names the module each role's analytics loads", () => {
  // The first import transforms a whole analytics screen and its charts: over 5 s on a loaded 2-core machine.
  for (const role of ROLES)
    it(role, { timeout: 60_000 }, async () => {
      const source = ROLE_SCREENS['/analytics']?.[role];
      const view = roleAnalytics[analyticsViewOf({ role })];
      expect(await view.preload()).toBe(await import(/* @vite-ignore */ `/${source}`));
    });
});
