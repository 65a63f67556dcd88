import { describe, expect, it } from 'vitest';
import { ROLE_SCREENS } from '#contract/role-screens';
import { ROLES } from '#contract/roles';
import { dashboardOf, roleDashboards } from './preload-dashboard';

// The server names contract/role-screens.ts's files in the page for the stored user's role (issue 14): each must be
// the module the client then loads for that role, or the browser fetches one screen early and another after.
describe("ROLE_SCREENS['/dashboard'] names the module each role's dashboard loads", () => {
  // The first import transforms a whole dashboard and its charts: over 5 s on a loaded 2-core machine.
  for (const role of ROLES)
    it(role, { timeout: 60_000 }, async () => {
      const source = ROLE_SCREENS['/dashboard']?.[role];
      expect(await roleDashboards[role].preload()).toBe(await import(/* @vite-ignore */ `/${source}`));
    });
});

describe('dashboardOf', () => {
  it("gives each role its own dashboard, and none for a role the app does not know (nor an object's own keys)", () => {
    for (const role of ROLES) expect(dashboardOf(role)).toBe(roleDashboards[role].Component);
    expect(new Set(ROLES.map(dashboardOf)).size).toBe(ROLES.length);
    for (const role of ['guest', 'constructor', '__proto__', 'toString', '']) expect(dashboardOf(role)).toBeNull();
  });
});
