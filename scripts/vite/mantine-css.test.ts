import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig, TransformResult } from 'vite';
import { describe, expect, it } from 'vitest';
import { mantineCssPerComponent } from './mantine-css';

const CORE = path.resolve(import.meta.dirname, '../../node_modules/@mantine/core');

function plugin(command: 'build' | 'serve') {
  const p = mantineCssPerComponent();
  (p.configResolved as (c: ResolvedConfig) => void)({ command } as ResolvedConfig);
  const call = <T>(hook: unknown, ...args: unknown[]) => (hook as (...a: unknown[]) => T)(...args);
  return {
    transform: (code: string, id: string) => call<TransformResult | null>(p.transform, code, id),
    resolve: (id: string) => call<string | null>(p.resolveId, id),
    load: (id: string) => call<string | null>(p.load, id),
  };
}

describe('Mantine styles per component', () => {
  it('has a stylesheet for every styled component module of @mantine/core (the rule the build relies on)', () => {
    const modules: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(path.join(dir, entry.name));
        else if (entry.name.endsWith('.module.mjs')) modules.push(entry.name.replace('.module.mjs', ''));
      }
    };
    walk(path.join(CORE, 'esm'));
    expect(modules.length).toBeGreaterThan(100);
    const missing = modules.filter((name) => !existsSync(path.join(CORE, 'styles', `${name}.layer.css`)));
    expect(missing).toEqual([]);
  });

  it("in a build, a component's class-name module imports its layered stylesheet; other modules are left alone", () => {
    const build = plugin('build');
    const id = path.join(CORE, 'esm/components/Button/Button.module.mjs');
    const result = build.transform('export default { root: "m_1" };', id);
    expect(typeof result === 'object' && result?.code).toContain("import '@mantine/core/styles/Button.layer.css';");
    expect(build.transform('export {};', path.join(CORE, 'esm/components/Button/Button.mjs'))).toBeNull();
    expect(build.transform('export {};', '/app/src/components/chart-card.tsx')).toBeNull();
  });

  it('the global part: baseline, variables and global rules in a build, the whole kit in the dev server', () => {
    const build = plugin('build');
    const id = build.resolve('virtual:mantine-styles');
    expect(id).toBe('\0virtual:mantine-styles');
    expect(build.load(id as string)?.split('\n')).toEqual([
      "import '@mantine/core/styles/baseline.layer.css';",
      "import '@mantine/core/styles/default-css-variables.layer.css';",
      "import '@mantine/core/styles/global.layer.css';",
    ]);
    const dev = plugin('serve');
    expect(dev.load(id as string)).toBe("import '@mantine/core/styles.layer.css';");
    expect(dev.transform('export default {};', path.join(CORE, 'esm/components/Button/Button.module.mjs'))).toBeNull();
  });
});
