/**
 * Makes the PDF test decks of server/lib/pdf/fixtures/ with Debian's chromium (print to PDF, as Playwright's
 * page.pdf does it): what the two real Beamer decks do not cover, kept small.
 *
 *   features.pdf  6 slides, 16:9: box shadows and blurred shadows, gradients with transparency (soft masks),
 *                 opacity groups, blend modes, TrueType fonts (DejaVu, Liberation), CJK (WenQuanYi Micro Hei) and
 *                 Devanagari (Lohit) text, PNG with alpha, JPEG, SVG; a sidebar repeated on three slides and
 *                 two-line titles (for the title heuristic).
 *   manual.pdf    a manual of A5 pages (24 in the fixtures; bench/pdf-conversion.ts makes a 234-page one):
 *                 chapters, numbered sections, pages of running text with no heading, running heads and page
 *                 numbers, and an outline (bookmarks) from the headings. Its first pages are the same whatever
 *                 the length.
 *
 * Fonts: apt-get install -y fonts-wqy-microhei fonts-lohit-deva (only to make the decks; the PDFs embed them).
 * Run: npx tsx scripts/make-test-decks.ts [--only features|manual] [--pages 24] [--out dir]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';
import { featuresHtml, manualHtml } from './test-decks-html';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
};
const out = arg('out', 'server/lib/pdf/fixtures');
const manualPages = Number(arg('pages', '24'));
const only = arg('only', '');

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  if (only !== 'manual') {
    await page.setContent(featuresHtml(), { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const features = await page.pdf({
      width: '10in',
      height: '5.625in',
      printBackground: true,
      outline: true,
      tagged: true,
    });
    writeFileSync(path.join(out, 'features.pdf'), features);
    console.log(`features.pdf: ${(features.byteLength / 1024).toFixed(0)} KiB`);
  }
  if (only !== 'features') {
    await page.setContent(manualHtml(manualPages), { waitUntil: 'load' });
    const manual = await page.pdf({ format: 'A5', printBackground: true, outline: true, tagged: true });
    writeFileSync(path.join(out, 'manual.pdf'), manual);
    console.log(`manual.pdf: ${manualPages} pages, ${(manual.byteLength / 1024).toFixed(0)} KiB`);
  }
} finally {
  await browser.close();
}
