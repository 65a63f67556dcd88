/**
 * The first load's code in three chunks (React, the libraries, the app) that src/main.tsx evaluates in stages.
 *
 * `FIRST_LOAD` is an entry of the build that the page never loads: it imports every stage statically, so their code
 * is part of the first load (`$initial`) and grouped below like the rest of it. A module that only a dynamic import
 * reached would not be: what it shares with the lazy screens would be split into small chunks of their own (125
 * files, a 154 KB login-form chunk). The stages themselves are not entries either: an entry's exports get a file of
 * their own (a facade), a request before the first screen that HTTP/1.1 queues on its six connections (the first
 * version had four, and a teacher's dashboard painted 0.5-1 s later over HTTP/1.1: docs/decisions/044). As modules
 * inside the chunks, `import('./load-stages/react')` loads React's chunk and runs that stage's code alone.
 */
export const FIRST_LOAD = { 'first-load': 'src/load-stages/first-load.ts' };

/** React and the libraries every screen uses, each with its stage's module; the app's own code is the next group. */
export const loadStageGroups = [
  {
    name: 'react',
    tags: ['$initial' as const],
    test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]load-stages[\\/]react\.ts$/,
    priority: 5,
  },
  {
    name: 'libraries',
    tags: ['$initial' as const],
    test: /node_modules[\\/](@mantine|@lingui|@tanstack[\\/](query-core|react-query))[\\/]|src[\\/]load-stages[\\/]libraries\.ts$/,
    priority: 4,
  },
];
