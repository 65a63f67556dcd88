import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MERGE_REFS_SHIM, scrollAreaRefs } from './scroll-area-refs';

type Hook<A extends unknown[], R> = (...args: A) => R;
const plugin = scrollAreaRefs();
const resolveId = plugin.resolveId as unknown as Hook<[string, string | undefined], string | null>;
const load = plugin.load as unknown as Hook<[string], string | null>;
const scrollArea = path.join('node_modules', '@mantine', 'core', 'esm', 'components', 'ScrollArea', 'ScrollArea.mjs');

describe('scrollAreaRefs', () => {
  it("answers ScrollArea's floating-ui import with the shim, and no other module's", () => {
    expect(resolveId('@floating-ui/react', `/app/${scrollArea}`)).toBe(MERGE_REFS_SHIM);
    expect(resolveId('@floating-ui/react', '/app/node_modules/@mantine/core/esm/components/Popover/Popover.mjs')).toBe(
      null,
    );
    expect(resolveId('react', `/app/${scrollArea}`)).toBe(null);
  });

  it("the shim's useMergeRefs is @mantine/hooks' useMergedRef over the list", () => {
    const code = load(MERGE_REFS_SHIM) ?? '';
    expect(code).toContain("import { useMergedRef } from '@mantine/hooks'");
    expect(code).toMatch(/export function useMergeRefs\(refs\) \{\s+return useMergedRef\(\.\.\.refs\);/);
    expect(load('something-else')).toBe(null);
  });

  it('Mantine still takes only useMergeRefs from floating-ui there (else the shim is stale)', () => {
    const file = path.resolve(import.meta.dirname, '../..', scrollArea);
    const imports = readFileSync(file, 'utf8').match(/import \{([^}]*)\} from "@floating-ui\/react"/);
    expect(imports?.[1]?.trim()).toBe('useMergeRefs');
  });
});
