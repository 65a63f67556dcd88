import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const CATALOG_DIR = path.join(ROOT, 'src/i18n/locales');
const LINGUI = path.join(ROOT, 'node_modules/.bin/lingui');

/** A copy of the catalogs and a Lingui config that reads the repository's code but writes to the copy. */
function scratchCatalogs(): { dir: string; config: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'pathshala-catalogs-'));
  cpSync(CATALOG_DIR, path.join(dir, 'locales'), { recursive: true });
  const config = path.join(dir, 'lingui.config.ts');
  writeFileSync(
    config,
    `import base from ${JSON.stringify(path.join(ROOT, 'lingui.config.ts'))};
export default { ...base, rootDir: ${JSON.stringify(ROOT)},
  catalogs: [{ ...base.catalogs[0], path: ${JSON.stringify(path.join(dir, 'locales/{locale}'))} }] };
`,
  );
  return { dir, config };
}

/** The catalog files that `lingui extract` would change: a message in the code but not in a catalog, or the reverse. */
export function catalogsExtractWouldChange(): string[] {
  const { dir, config } = scratchCatalogs();
  execFileSync(LINGUI, ['extract', '--config', config], { cwd: ROOT, stdio: 'pipe' });
  return readdirSync(CATALOG_DIR).filter(
    (file) =>
      readFileSync(path.join(CATALOG_DIR, file), 'utf8') !== readFileSync(path.join(dir, 'locales', file), 'utf8'),
  );
}

/** `lingui compile --strict` (no fallback locales): throws, with Lingui's report, when a translation is missing. */
export function compileStrict(): void {
  const { config } = scratchCatalogs();
  execFileSync(LINGUI, ['compile', '--strict', '--config', config], { cwd: ROOT, stdio: 'pipe' });
}

export type CatalogEntry = { id: string; message: string; translation: string };

/** A catalog's entries (by Lingui's own PO reader). */
export function readCatalog(locale: string): CatalogEntry[] {
  type Entries = Record<string, { message?: string; translation?: string }>;
  const parse = (of: string): Entries => {
    const file = path.join(CATALOG_DIR, `${of}.po`);
    return (formatter().parse(readFileSync(file, 'utf8'), { locale: of, sourceLocale: 'en-IN', filename: file }) ??
      {}) as Entries;
  };
  // A message with an explicit id (the contract's, 'school.name') has its English in the English catalog.
  const english = parse('en-IN');
  return Object.entries(parse(locale)).map(([id, entry]) => ({
    id,
    message: entry.message ?? english[id]?.translation ?? id,
    translation: entry.translation ?? '',
  }));
}

type Part = string | [string, string?, (Record<string, Part[] | string> | string)?];

/** The ICU arguments a message uses ('{name}', '{count, plural, …}'), sorted: a translation must use the same. */
export function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (parts: Part[] | string) => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      const [name, , cases] = part;
      found.add(name);
      if (cases && typeof cases === 'object') for (const value of Object.values(cases)) walk(value);
    }
  };
  walk(compileMessage(message) as Part[] | string);
  return [...found].sort();
}
