import type { Plugin } from 'vite';

/**
 * Each page gets only the Mantine styles of the components it renders (issue 14), not the whole kit up front.
 *
 * Every styled component of @mantine/core has a `<Name>.module.mjs` (its class names) and a matching
 * `@mantine/core/styles/<Name>.css`. In a build, each such module imports its stylesheet, so the CSS travels with
 * the component into whichever chunk holds it, and arrives with that chunk. The `.layer.css` variants keep Mantine
 * in `@layer mantine`: our own styles win whatever order the chunks load in.
 *
 * `virtual:mantine-styles` (imported once by main.tsx) is the global part: the baseline, the default CSS variables
 * and the global rules in a build, the whole kit in the dev server (whose pre-bundled dependencies skip transforms).
 */
const VIRTUAL = 'virtual:mantine-styles';
const MODULE = /@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;

export function mantineCssPerComponent(): Plugin {
  let build = true;
  return {
    name: 'pathshala:mantine-css-per-component',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(id) {
      return id === VIRTUAL ? `\0${VIRTUAL}` : null;
    },
    load(id) {
      if (id !== `\0${VIRTUAL}`) return null;
      if (!build) return `import '@mantine/core/styles.layer.css';`;
      return ['baseline', 'default-css-variables', 'global']
        .map((name) => `import '@mantine/core/styles/${name}.layer.css';`)
        .join('\n');
    },
    transform(code, id) {
      const name = build ? MODULE.exec(id)?.[1] : undefined;
      if (!name) return null;
      return { code: `${code}\nimport '@mantine/core/styles/${name}.layer.css';\n`, map: null };
    },
  };
}
