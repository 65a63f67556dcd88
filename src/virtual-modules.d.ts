/** Mantine's global styles, provided by scripts/vite/mantine-css.ts. */
declare module 'virtual:mantine-styles' {}

/** A Lingui catalog as data: its URL in a build, its messages elsewhere (scripts/vite/catalog-json.ts). */
declare module '*.po?json' {
  import type { Messages } from '@lingui/core';
  const data: string | { messages: Messages };
  export default data;
}
