import { describe, expect, it } from 'vitest';
import { languagePreloads } from './language-preloads';
import type { BuildManifest } from './route-preloads';

const filesOf = (html: string) =>
  JSON.parse(
    (/content="([^"]*)"/.exec(html)?.[1] ?? '{}').replaceAll('&quot;', '"').replaceAll('&amp;', '&'),
  ) as Record<string, string[]>;

describe('languagePreloads', () => {
  it("names each language's catalog and font files, and nothing for a build without them", () => {
    const manifest: BuildManifest = {
      '_hi-IN-a1.json': { file: 'assets/hi-IN-a1.json' },
      '_pa-IN-b2.json': { file: 'assets/pa-IN-b2.json' },
      'src/i18n/fonts/devanagari.ts': {
        file: 'assets/devanagari-c3.js',
        assets: ['assets/deva-400-d4.woff2', 'assets/deva-700-e5.woff2'],
      },
      'src/i18n/fonts/gurmukhi.ts': { file: 'assets/gurmukhi-f6.js', assets: ['assets/guru-400-g7.woff2'] },
    };
    expect(filesOf(languagePreloads(manifest))).toEqual({
      'hi-IN': ['assets/hi-IN-a1.json', 'assets/deva-400-d4.woff2', 'assets/deva-700-e5.woff2'],
      'pa-IN': ['assets/pa-IN-b2.json', 'assets/guru-400-g7.woff2'],
    });
    expect(languagePreloads({})).toBe('');
  });
});
