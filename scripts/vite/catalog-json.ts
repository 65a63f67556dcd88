import path from 'node:path';
import {
  createCompilationErrorMessage,
  createCompiledCatalog,
  createMissingErrorMessage,
  getCatalogForFile,
  getCatalogs,
} from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';
import { contractMessages } from '../../contract/messages';

const CATALOG_AS_DATA = /\.po\?json$/;

/**
 * A language's catalog as data (issue 42, decision 041): `import url from './hi-IN.po?json'` gives the URL of a
 * JSON file of the compiled messages, emitted beside the build's assets, which the page fetches and parses when
 * the language is chosen. JSON.parse of data is cheaper than compiling a script of the same size, and the catalog
 * is no part of any page's script. Outside a build (the dev server, vitest) the module is the messages themselves.
 * Like @lingui/vite-plugin with failOnMissing, an untranslated message fails the build.
 * The file also holds the contract's messages in English, compiled, in the contract's order (`contract`): the page
 * finds a server message's id by them (src/i18n/contract-text.ts), so they come with the catalog, as data too.
 */
export function catalogJson(): Plugin {
  const config = getConfig();
  let building = false;
  return {
    name: 'pathshala:catalog-json',
    enforce: 'pre',
    configResolved(resolved) {
      building = resolved.command === 'build';
    },
    async load(id) {
      if (!CATALOG_AS_DATA.test(id)) return null;
      const file = id.split('?')[0] as string;
      const found = getCatalogForFile(path.relative(config.rootDir ?? process.cwd(), file), await getCatalogs(config));
      if (!found) throw new Error(`${file} is none of the catalogs of lingui.config.ts`);
      const { locale, catalog } = found;
      this.addWatchFile(file);
      // No fallback: an untranslated message is an error here, as `lingui compile --strict` makes it in npm test.
      const { messages, missing } = await catalog.getTranslations(locale, {
        sourceLocale: config.sourceLocale ?? 'en-IN',
        fallbackLocales: {},
      });
      if (missing.length > 0) throw new Error(createMissingErrorMessage(locale, missing, 'loader'));
      const { source: compiled, errors } = createCompiledCatalog(locale, messages, { namespace: 'json' });
      if (errors.length) throw new Error(createCompilationErrorMessage(locale, errors));
      const source = JSON.stringify({ ...JSON.parse(compiled), contract: contractInEnglish() });
      if (!building) return `export default ${source};`;
      const ref = this.emitFile({ type: 'asset', name: `${locale}.json`, source });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}

/** The contract's messages by id, in English, compiled as the catalogs' are (their order kept: ids are not numbers). */
function contractInEnglish(): Record<string, unknown> {
  const english = Object.fromEntries(contractMessages().map(({ id, message }) => [id, message]));
  const { source, errors } = createCompiledCatalog('en-IN', english, { namespace: 'json' });
  if (errors.length) throw new Error(createCompilationErrorMessage('en-IN', errors));
  return (JSON.parse(source) as { messages: Record<string, unknown> }).messages;
}
