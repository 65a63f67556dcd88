import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Page } from '@playwright/test';

/**
 * A pseudo-language for layout tests (issue 42): every message accented and 40% longer, as a long translation would
 * be (Lingui's own pseudo-locale only adds accents). It takes the place of the Hindi catalog the page fetches, so the
 * production build is tested as it ships; placeholders (names, counts) are kept.
 */
const ACCENTS: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ö',
  u: 'ü',
  A: 'Å',
  E: 'É',
  I: 'Î',
  O: 'Ö',
  U: 'Ü',
  n: 'ñ',
  c: 'ç',
};
const longer = (text: string) => {
  if (!/\p{L}/u.test(text)) return text;
  const accented = [...text].map((c) => ACCENTS[c] ?? c).join('');
  // Longer by words, as a translation is (a word of 5 letters and a space, then the rest): '~~~~~ ~~'.
  const extra = '~'.repeat(Math.ceil(text.trim().length * 0.4)).replace(/(~{5})(?=~)/g, '$1 ');
  return `${accented}${/\s$/.test(accented) ? '' : ' '}${extra}`;
};

type Part = string | [string, string?, Record<string, Part[] | string>?];
function pseudo(parts: Part[] | string): Part[] | string {
  if (typeof parts === 'string') return longer(parts);
  if (!Array.isArray(parts)) return parts; // a plural's offset, say
  return parts.map((part) => {
    if (typeof part === 'string') return longer(part);
    const [name, type, cases] = part;
    if (!cases || typeof cases !== 'object') return part;
    return [name, type, Object.fromEntries(Object.entries(cases).map(([k, v]) => [k, pseudo(v)]))] as Part;
  });
}

/** The pseudo-language's messages, by the ids the page looks up. */
export function pseudoMessages(): Record<string, Part[] | string> {
  const file = path.resolve(import.meta.dirname, '../../../src/i18n/locales/en-IN.po');
  const entries = formatter().parse(readFileSync(file, 'utf8'), {
    locale: 'en-IN',
    sourceLocale: 'en-IN',
    filename: file,
  }) as Record<string, { message?: string; translation?: string }>;
  return Object.fromEntries(
    Object.entries(entries).map(([id, e]) => [id, pseudo(compileMessage(e.translation || e.message || id) as Part[])]),
  );
}

/**
 * Opens the app in the pseudo-language: the device's choice is Hindi, whose catalog is answered with the
 * pseudo-messages; the profile is not told (the demo accounts stay in English for every other test).
 */
export async function usePseudoLocale(page: Page) {
  const messages = pseudoMessages();
  // The catalog file's other part, the contract's English by id, stays as built.
  await page.route(/\/assets\/hi-IN-[\w-]+\.json$/, async (route) => {
    const built = await (await route.fetch()).json();
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ ...built, messages }) });
  });
  await page.route('**/api/auth/profile/locale', (route) => route.abort());
  await page.addInitScript(() => localStorage.setItem('pathshala.locale', 'hi-IN'));
}
