/** Mantine's global styles, provided by scripts/vite/mantine-css.ts. */
declare module 'virtual:mantine-styles' {}

/**
 * A Lingui catalog as data: its URL in a build, elsewhere its messages and the contract's in English
 * (scripts/vite/catalog-json.ts).
 */
declare module '*.po?json' {
  import type { Messages } from '@lingui/core';
  const data: string | { messages: Messages; contract: Messages };
  export default data;
}
