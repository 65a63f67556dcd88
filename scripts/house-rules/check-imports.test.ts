import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importProblems } from './check-imports';

const repoRoot = join(import.meta.dirname, '../..');
const trees: string[] = [];

/** A throwaway repository holding `files` (path → source). */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'house-rules-'));
  trees.push(root);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

const ruleNames = (root: string) => importProblems(root).map((problem) => problem.split(':')[0]);

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('the house rules on imports', () => {
  it('hold across this repository, with no import cycle', () => {
    expect(importProblems(repoRoot)).toEqual([]);
  });

  it.each([
    [
      'feature-to-feature',
      'src/features/sessions/x.ts',
      "import { y } from '#src/features/sync/y';",
      'src/features/sync/y.ts',
    ],
    ['client-to-server', 'src/lib/x.ts', "import { y } from '../../server/lib/y';", 'server/lib/y.ts'],
    ['server-to-client', 'server/lib/x.ts', "import { y } from '#src/lib/y';", 'src/lib/y.ts'],
    ['contract-is-shared-ground', 'contract/x.ts', "import { y } from '#server/lib/y';", 'server/lib/y.ts'],
    ['worker-part-is-worker-safe', 'src/offline/worker/sw.ts', "import { y } from '#src/lib/y';", 'src/lib/y.ts'],
    [
      'worker-part-is-worker-safe',
      'src/offline/worker/x.ts',
      "import { y } from '../page/y';",
      'src/offline/page/y.ts',
    ],
    ['layers-point-one-way', 'src/components/x.tsx', "import { y } from '#src/features/a/y';", 'src/features/a/y.ts'],
    ['layers-point-one-way', 'src/lib/x.ts', "import { y } from '#src/offline/page/y';", 'src/offline/page/y.ts'],
    [
      'offline-below-features',
      'src/offline/page/x.ts',
      "import { y } from '#src/features/a/y';",
      'src/features/a/y.ts',
    ],
    ['features-below-routes', 'src/features/a/x.ts', "import { y } from '#src/routes/y';", 'src/routes/y.ts'],
    [
      'app-code-without-test-harness',
      'server/modules/a/x.ts',
      "import { y } from '#server/testing/y';",
      'server/testing/y.ts',
    ],
  ])('%s: a deliberate bad import is found', (rule, importer, line, target) => {
    const root = tree({ [importer]: `${line}\nexport const x = y;\n`, [target]: 'export const y = 1;\n' });
    expect(ruleNames(root)).toEqual([rule]);
  });

  it('allows what the rules allow: a feature importing itself, lib and contract; the worker its core; tests anything', () => {
    const root = tree({
      'contract/c.ts': 'export const c = 1;\n',
      'src/offline/worker/core.ts': "import { c } from '#contract/c';\nexport const core = c;\n",
      'src/offline/page/p.ts':
        "import { core } from '../worker/core';\nimport { l } from '#src/lib/l';\nexport const p = core + l;\n",
      'src/lib/l.ts': 'export const l = 1;\n',
      'src/features/a/a.tsx': "import { b } from './b';\nimport { l } from '../../lib/l';\nexport const a = b + l;\n",
      'src/features/a/b.ts': "import { c } from '#contract/c';\nexport const b = c;\n",
      'src/offline/worker/sw.ts': "import { core } from './core';\nexport const s = core;\n",
      'server/modules/m/m.test.ts': "import { w } from '#server/testing/w';\nexport const t = w;\n",
      'server/testing/w.ts': 'export const w = 1;\n',
      'tests/e2e/j.spec.ts':
        "import { a } from '#src/features/a/a';\nimport { w } from '#server/testing/w';\nexport const j = a + w;\n",
    });
    expect(importProblems(root)).toEqual([]);
  });

  it('finds an import cycle, and a dynamic import counts', () => {
    const root = tree({
      'server/lib/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'server/lib/b.ts': "export const b = () => import('./c');\n",
      'server/lib/c.ts': "import { a } from './a';\nexport const c = a;\n",
    });
    expect(importProblems(root)).toEqual(['no-cycle: server/lib/a.ts ⇄ server/lib/b.ts ⇄ server/lib/c.ts']);
  });

  it('finds a cycle made through type imports too (issue 41: a type lives in the file that owns it)', () => {
    const root = tree({
      'server/lib/a.ts': "import type { B } from './b';\nexport type A = { b?: B };\nexport const a = 1;\n",
      'server/lib/b.ts': "import { a } from './a';\nexport type B = { a: typeof a };\n",
    });
    expect(importProblems(root)).toEqual(['no-cycle: server/lib/a.ts ⇄ server/lib/b.ts']);
  });

  it('refuses an import that names no file', () => {
    const root = tree({ 'src/lib/x.ts': "import { y } from './missing';\nexport const x = y;\n" });
    expect(() => importProblems(root)).toThrow("src/lib/x.ts: './missing' names no file");
  });
});
