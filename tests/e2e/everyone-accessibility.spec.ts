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
] as const;

type Problem = { screen: string; rule: string; impact: string; nodes: number; example: string };

/** Data on screen: no loader left, and none coming back half a second later (charts load their code after the
 * data), since a loading skeleton is not what people read. */
async function settled(page: Page) {
  // In Hindi or Punjabi the loaders' labels are too: the page says which language it is in.
  const english = (await page.locator('html').getAttribute('lang')) === 'en-IN';
  const loaders = english ? page.getByLabel(/^Loading/) : page.locator('[aria-busy="true"], .mantine-Loader-root');
  await expect(async () => {
    await expect(loaders).toHaveCount(0, { timeout: 1_000 });
    await page.waitForTimeout(300);
    await expect(loaders).toHaveCount(0, { timeout: 1 });
  }).toPass({ timeout: 20_000 });
}

async function axeProblems(page: Page, screen: string, problems: Problem[], phone = false) {
  const builder = new AxeBuilder({ page });
  // Colours do not change with the width: contrast, axe's slowest rule, is checked on the laptop pass only (the six
  // roles: 10.0 → 9.1 worker-minutes).
  if (phone) builder.disableRules(['color-contrast']);
  const results = await builder
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // A list page of 200 people repeats one row's markup: its first 20 rows (or, on a phone, cards) are checked
    // (axe takes 16 s for 200 rows, 22 s for 200 cards).
    .exclude('tbody > tr:nth-child(n+21)')
    .exclude('main ul > li:nth-child(n+21)')
    // Only the violations are read: axe skips the details of what passed (a fifth of its time).
    .options({ resultTypes: ['violations'] })
    .analyze();
  for (const v of results.violations) {
    if (v.impact !== 'serious' && v.impact !== 'critical' && !STRUCTURE.has(v.id)) continue;
    problems.push({
      screen,
      rule: v.id,
      impact: v.impact ?? 'unknown',
      nodes: v.nodes.length,
      example: `${v.nodes[0]?.target.join(' ') ?? ''} ${v.nodes[0]?.html.slice(0, 300) ?? ''}`,
    });
  }
}

/**
 * One screen at both widths: loaded on the laptop, then the window narrowed to the phone's width (as a browser
 * window resized: media queries and the app's own width hooks follow), so each screen is loaded once.
 */
async function audit(page: Page, path: string, problems: Problem[], refusals: string[]) {
  const [laptop, phone] = WIDTHS;
  await page.setViewportSize(laptop);
  await page.goto(path);
  await page.getByRole('main').or(page.locator('form')).first().waitFor();
  await settled(page);
  await axeProblems(page, `${path} (${laptop.name})`, problems);
  await page.setViewportSize(phone);
  await settled(page);
  await axeProblems(page, `${path} (${phone.name})`, problems, true);
  expect(refusals, `Content-Security-Policy refusals on ${path}`).toEqual([]);
}

async function auditScreens(
  browser: Browser,
  request: APIRequestContext,
  who: string,
  paths: string[],
  language?: 'hi-IN' | 'pa-IN',
) {
  const problems: Problem[] = [];
  const context = await browser.newContext({ viewport: WIDTHS[0] });
  const page = await context.newPage();
  if (language) await inLanguage(page, language);
  const refusals: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) refusals.push(m.text());
  });
  if (who !== 'guest') await signInAs(page, request, who);
  for (const path of paths) {
    await audit(page, path, problems, refusals);
    if (language) await expect(page.locator('html'), path).toHaveAttribute('lang', language);
  }
  await context.close();
  return problems;
}

/** The page in Hindi or Punjabi, chosen on the device only: the demo accounts' profiles stay in English. */
async function inLanguage(page: Page, language: 'hi-IN' | 'pa-IN') {
  await page.route('**/api/auth/profile/locale', (route) => route.abort());
  await page.addInitScript((locale) => localStorage.setItem('pathshala.locale', locale), language);
}

/** A role's screens in groups of at most 8, a test each: the admin's 15 were one 3-minute test at the end of a run. */
const GROUP = 8;
const groups = Object.entries(SCREENS).flatMap(([who, paths]) => {
  const count = Math.ceil(paths.length / GROUP);
  return Array.from({ length: count }, (_, i) => ({
    who,
    paths: paths.slice(i * GROUP, (i + 1) * GROUP),
    name: count > 1 ? `${who} (${i + 1} of ${count})` : who,
  }));
});

test.describe('accessibility (axe-core) and CSP on every role’s main screens', () => {
  // One test a group of screens: they spread over the workers.
  test.describe.configure({ mode: 'parallel' });
  for (const { who, paths, name } of groups) {
    test(`${name}: no critical or serious violation at 1366 px and 360 px`, async ({ browser, request }) => {
      test.setTimeout(360_000);
      const problems = await auditScreens(browser, request, who, paths);
      if (problems.length) {
        console.log(problems.map((p) => `${p.screen}: ${p.impact} ${p.rule} ×${p.nodes} e.g. ${p.example}`).join('\n'));
      }
      expect(problems.map((p) => `${p.screen}: ${p.rule} ×${p.nodes}`)).toEqual([]);
    });
  }
});

// Issue 42: the same rules in Hindi and Punjabi, with the page's lang set to the language: the sign-in page in both,
// and each role's main screens (their dashboard, a list, a form) in one of the two. A translation changes words, not
// markup, so each screen is checked once (the two languages in full took 3 worker-minutes of CI's 40).
const IN_LANGUAGES: Record<'hi-IN' | 'pa-IN', Record<string, string[]>> = {
  'hi-IN': {
    guest: ['/login', '/enquire'],
    [DEMO.admin]: ['/dashboard', '/schools', '/schools/new'],
    [DEMO.student]: ['/dashboard', '/student/assessments'],
  },
  'pa-IN': {
    guest: ['/login'],
    [DEMO.schoolManager]: ['/dashboard', '/classes'],
    [DEMO.teacher]: ['/dashboard', '/log-session', '/offline', '/sessions'],
  },
};

test.describe('accessibility in Hindi and Punjabi', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const language of ['hi-IN', 'pa-IN'] as const) {
    test(`${language}: no critical or serious violation at 1366 px and 360 px, and lang=${language}`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(360_000);
      const problems: Problem[] = [];
      for (const [who, paths] of Object.entries(IN_LANGUAGES[language])) {
        problems.push(...(await auditScreens(browser, request, who, paths, language)));
      }
      if (problems.length) {
        console.log(problems.map((p) => `${p.screen}: ${p.impact} ${p.rule} ×${p.nodes} e.g. ${p.example}`).join('\n'));
      }
      expect(problems.map((p) => `${p.screen}: ${p.rule} ×${p.nodes}`)).toEqual([]);
    });
  }
});
