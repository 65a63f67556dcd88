import { type I18n, i18n, type MessageDescriptor, type Messages, setupI18n } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, type Locale, preferredLocale } from '#contract/locales';
import { learnContractMessages } from './contract-text';
import hindi from './locales/hi-IN.po?json';
import punjabi from './locales/pa-IN.po?json';
import { loadScriptFont } from './fonts/script-fonts';
import { showCatalog } from './intl-format';

/**
 * The page's language (issue 42, decisions 040 and 041). English, the source, needs no catalog: every message
 * carries its English text, compiled at build time (scripts/vite/lingui-macro.ts). Hindi and Punjabi load their
 * catalog when chosen, one file of data each, never for an English reader: a build's catalog is a URL
 * (scripts/vite/catalog-json.ts), elsewhere the messages themselves.
 */
type Catalog = { messages: Messages; contract: Messages };
type CatalogData = string | Catalog;
const CATALOGS: Record<Exclude<Locale, typeof DEFAULT_LOCALE>, CatalogData> = { 'hi-IN': hindi, 'pa-IN': punjabi };

/** A catalog (its messages, and the contract's in English: scripts/vite/catalog-json.ts), fetched in a build. */
async function catalog(locale: Exclude<Locale, typeof DEFAULT_LOCALE>): Promise<Catalog> {
  const data = CATALOGS[locale];
  if (typeof data !== 'string') return data;
  const response = await fetch(data);
  if (!response.ok) throw new Error(`the ${locale} catalog did not come (${response.status})`);
  return (await response.json()) as Catalog;
}

/** The device's choice, kept across visits and before sign-in (the profile keeps it for other devices). */
const STORAGE_KEY = 'pathshala.locale';

function storedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** The language to start in: the device's choice, else the browser's first language we speak, else English. */
export function startingLocale(): Locale {
  return storedLocale() ?? preferredLocale(typeof navigator === 'undefined' ? [] : navigator.languages);
}

function show(locale: Locale, messages: Messages) {
  showCatalog(locale, messages);
  document.documentElement.lang = locale;
  document.documentElement.dir = 'ltr';
}

/** English at once, so the first render never waits for it; another language once its catalog is here. */
export function activateLocale(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE) {
    show(locale, {});
    return Promise.resolve();
  }
  // The contract's messages come with the catalog: the server's answers and the shared checks find their ids.
  return Promise.all([catalog(locale), loadScriptFont(locale)]).then(([{ messages, contract }]) => {
    learnContractMessages(
      Object.entries(contract ?? {}).map(([id, message]) => ({ id, message }) as MessageDescriptor),
    );
    show(locale, messages);
  });
}

/** Switches the page's language and keeps it as this device's choice. */
export async function chooseLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode or storage full: the choice holds for this visit.
  }
}

/**
 * The messages in `locale` apart from the page's: for a text made in another language than the page's, such as a
 * student's sign-in card printed by an admin who reads English. The language's font is loaded too, for drawing.
 */
export async function i18nIn(locale: Locale): Promise<I18n> {
  if (locale === i18n.locale) return i18n;
  const messages = locale === DEFAULT_LOCALE ? {} : (await catalog(locale)).messages;
  await loadScriptFont(locale);
  return setupI18n({ locale, messages: { [locale]: messages } });
}

export { i18n };
