import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Pathshala's languages (issue 42, decision 040): English (India) is the source and the default; Hindi and Punjabi
 * are translated in catalogs kept in the repository, one per language, loaded only when chosen.
 */
export default defineConfig({
  sourceLocale: 'en-IN',
  locales: ['en-IN', 'hi-IN', 'pa-IN'],
  catalogs: [{ path: '<rootDir>/src/i18n/locales/{locale}', include: ['<rootDir>/src'], exclude: ['**/*.test.*'] }],
  // Where each message is used, without line numbers: moving code does not change the catalogs.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
