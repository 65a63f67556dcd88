import type { Plugin } from 'vite';

/**
 * The first load's stages (src/main.tsx imports each in turn). Each is an entry of the build as well: a module that
 * only a dynamic import reaches is not part of the first load ($initial), and what it shares with the lazy screens
 * would be split into small chunks of their own. As entries, their code is grouped like the rest of the first load:
 * React in one chunk, the libraries in another, the router and the app in a third (`loadStageGroups`, before the
 * app's group).
 */
export const LOAD_STAGES = {
  react: 'src/load-stages/react.ts',
  libraries: 'src/load-stages/libraries.ts',
  router: 'src/router.tsx',
  start: 'src/start.tsx',
};

/** The first load's chunks: src/main.tsx alone (it starts the stages), React, and the libraries. */
export const loadStageGroups = [
  { name: 'main', test: /src[\\/](main\.tsx|lib[\\/]idle\.ts)$/, priority: 6 },
  {
    name: 'react',
    tags: ['$initial' as const],
    test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
    priority: 5,
  },
  {
    name: 'libraries',
    tags: ['$initial' as const],
    test: /node_modules[\\/](@mantine|@lingui|@tanstack[\\/](query-core|react-query))[\\/]/,
    priority: 4,
  },
];

/**
 * Names each stage's own file (a few bytes that import its chunk) in index.html with the chunks Vite names there:
 * otherwise each would be a round trip of its own, one after the other, before the first screen.
 */
export function preloadLoadStages(): Plugin {
  return {
    name: 'pathshala:preload-load-stages',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const stages = Object.values(LOAD_STAGES);
        const files = Object.values(bundle ?? {}).flatMap((chunk) =>
          chunk.type === 'chunk' && stages.some((stage) => chunk.facadeModuleId?.endsWith(stage))
            ? [chunk.fileName]
            : [],
        );
        const links = files.map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}">`);
        return html.replace('</head>', `${links.join('')}\n  </head>`);
      },
    },
  };
}
