import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_VARIABLES_FILE, themeVariablesCss } from './theme-variables';

describe("the theme's CSS variables, shipped as a stylesheet (issue 40)", () => {
  it('match what MantineProvider would inject for the theme (else: npx tsx scripts/theme-variables.ts)', () => {
    expect(readFileSync(THEME_VARIABLES_FILE, 'utf8')).toBe(themeVariablesCss());
  });

  it('hold the theme’s own colours and fonts, for both colour schemes', () => {
    const css = themeVariablesCss();
    expect(css).toContain('--mantine-color-blue-6: #1971c2');
    expect(css).toContain('--mantine-color-placeholder: #6c757d');
    expect(css).toContain('--mantine-font-family: "Pathshala Devanagari"');
    expect(css).toContain('[data-mantine-color-scheme="dark"]');
  });
});
