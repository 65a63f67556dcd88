import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO, signInAs } from './support/auth';

// Readable by everyone (issue 14): axe-core on the main screens of every role, on a laptop (1366 px) and a
// 360 px phone: no critical and no serious violation (WCAG 2.1 A and AA rules), and whatever their impact none of
// the structure rules a screen reader user relies on (one h1, headings in order, named table headers). The page
// must also run under the Content-Security-Policy without a single refusal.
const SCREENS: Record<string, string[]> = {
  guest: ['/login', '/enquire', '/teacher-application', '/set-password?token=expired'],
  [DEMO.admin]: [
    '/dashboard',
    '/users',
    '/institutions',
    '/schools',
    '/teachers',
    '/students',
    '/school-managers',
    '/course-materials',
    '/analytics',
    '/sessions',
    '/enquiries',
    '/enquiries?tab=applications',
    '/mailbox',
    '/unsent-changes',
    '/settings',
  ],
  [DEMO.institutionManager]: ['/dashboard', '/schools', '/analytics', '/sessions'],
  [DEMO.schoolManager]: [
    '/dashboard',
    '/classes',
    '/students',
    '/teachers',
    '/manage-slides',
    '/analytics',
    '/sessions',
  ],
  [DEMO.teacher]: [
    '/dashboard',
    '/classes',
    '/log-session',
    '/offline',
    '/sessions',
    '/teacher/assessments',
    '/teacher/surveys',
    '/analytics',
    '/explainer-videos',
    '/students',
  ],
  [DEMO.student]: [
    '/dashboard',
    '/progress',
    '/analytics',
    '/student/assessments',
    '/student/surveys',
    '/explainer-videos',
  ],
};
const STRUCTURE = new Set(['page-has-heading-one', 'heading-order', 'empty-table-header', 'landmark-one-main']);
const WIDTHS = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 360, height: 740 },
];

type Problem = { screen: string; rule: string; impact: string; nodes: number; example: string };

async function audit(page: Page, path: string, width: string, problems: Problem[], refusals: string[]) {
  await page.goto(path);
  await page.getByRole('main').or(page.locator('form')).first().waitFor();
  // Data on screen: no loader left, and none coming back half a second later (charts load their code after the
  // data), since a loading skeleton is not what people read.
  const loaders = page.getByLabel(/^Loading/);
  await expect(async () => {
    await expect(loaders).toHaveCount(0, { timeout: 1_000 });
    await page.waitForTimeout(500);
    await expect(loaders).toHaveCount(0, { timeout: 1 });
  }).toPass({ timeout: 20_000 });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  for (const v of results.violations) {
    if (v.impact !== 'serious' && v.impact !== 'critical' && !STRUCTURE.has(v.id)) continue;
    problems.push({
      screen: `${path} (${width})`,
      rule: v.id,
      impact: v.impact ?? 'unknown',
      nodes: v.nodes.length,
      example: `${v.nodes[0]?.target.join(' ') ?? ''} ${v.nodes[0]?.html.slice(0, 300) ?? ''}`,
    });
  }
  expect(refusals, `Content-Security-Policy refusals on ${path}`).toEqual([]);
}

async function auditRole(browser: Browser, request: APIRequestContext, who: string, size: (typeof WIDTHS)[number]) {
  const problems: Problem[] = [];
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
  const page = await context.newPage();
  const refusals: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) refusals.push(m.text());
  });
  if (who !== 'guest') await signInAs(page, request, who);
  for (const path of SCREENS[who] ?? []) await audit(page, path, size.name, problems, refusals);
  await context.close();
  return problems;
}

test.describe('accessibility (axe-core) and CSP on every role’s main screens', () => {
  for (const who of Object.keys(SCREENS)) {
    for (const size of WIDTHS) {
      test(`${who}: no critical or serious violation at ${size.width} px`, async ({ browser, request }) => {
        test.setTimeout(240_000);
        const problems = await auditRole(browser, request, who, size);
        if (problems.length) {
          console.log(
            problems.map((p) => `${p.screen}: ${p.impact} ${p.rule} ×${p.nodes} e.g. ${p.example}`).join('\n'),
          );
        }
        expect(problems.map((p) => `${p.screen}: ${p.rule} ×${p.nodes}`)).toEqual([]);
      });
    }
  }
});
