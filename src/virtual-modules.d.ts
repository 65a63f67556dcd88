/** Mantine's global styles, provided by scripts/vite/mantine-css.ts. */
declare module 'virtual:mantine-styles' {}

/** A Lingui catalog, compiled when imported (@lingui/vite-plugin, decision 040). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
