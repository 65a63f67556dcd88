/** Mantine's global styles, provided by scripts/vite/mantine-css.ts. */
declare module 'virtual:mantine-styles' {}
