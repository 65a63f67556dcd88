import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/auth';

// Mantine's styles are layered (@layer mantine): a stylesheet added once a page is on screen makes the browser
// restyle and lay out the whole page again, one long task (issue 40: 25 ms unthrottled on the teacher's dashboard,
// 100 ms at a phone's speed). What a signed-in page and its shell extras need arrives before its first screen.
// (/log-session is not here: the teaching parts it loads after its first screen, to have them at hand offline,
// bring their stylesheets, which other screens' chunks share.)
const PAGES = [
  { who: DEMO.teacher, path: '/dashboard', title: 'Teacher Dashboard' },
  { who: DEMO.teacher, path: '/analytics', title: 'Teaching Analytics' },
  { who: DEMO.student, path: '/dashboard', title: /^Welcome, / },
  { who: DEMO.student, path: '/student/assessments', title: 'Assessments' },
  { who: DEMO.admin, path: '/analytics', title: 'Analytics' },
] as const;

for (const { who, path, title } of PAGES) {
  test(`${who} ${path}: no stylesheet arrives once the page is on screen`, async ({ page, request }) => {
    await signInAs(page, request, who);
    // Every stylesheet the page adds, and whether the page's title (its h1) was on screen then.
    await page.addInitScript(() => {
      const added: { href: string; afterTitle: boolean }[] = [];
      (window as unknown as { addedStyles: typeof added }).addedStyles = added;
      new MutationObserver((changes) => {
        for (const change of changes)
          for (const node of change.addedNodes)
            if (node instanceof HTMLLinkElement && node.rel === 'stylesheet')
              added.push({ href: node.href, afterTitle: document.querySelector('h1') !== null });
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    // The shell extras (the teacher's sync status, the sign-in prompt, deck upkeep) load in idle turns after it.
    if (who === DEMO.teacher) await expect(page.getByRole('button', { name: /^Sync status: / }).first()).toBeVisible();
    await page.waitForTimeout(3000);
    const added = await page.evaluate(
      () => (window as unknown as { addedStyles: { href: string; afterTitle: boolean }[] }).addedStyles,
    );
    expect(added.length).toBeGreaterThan(0); // the observer saw the page's own stylesheets arrive
    expect(added.filter((s) => s.afterTitle).map((s) => s.href.split('/').pop())).toEqual([]);
  });
}
