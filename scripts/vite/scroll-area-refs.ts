import type { Plugin } from 'vite';

const SCROLL_AREA = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
export const MERGE_REFS_SHIM = '\0pathshala:merge-refs';

/**
 * Mantine's ScrollArea takes one hook from floating-ui (`useMergeRefs`), and with it the whole of floating-ui
 * (~14 KB on the wire): every screen with a Mantine Table waited for it (the table's module carries its scroll
 * container, a ScrollArea). That one import is answered with @mantine/hooks' `useMergedRef`, the same merge of
 * refs (cleanups included); floating-ui then loads only with the popovers that position with it (issue 14).
 */
export function scrollAreaRefs(): Plugin {
  return {
    name: 'pathshala:scroll-area-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && SCROLL_AREA.test(importer)) return MERGE_REFS_SHIM;
      return null;
    },
    load(id) {
      if (id !== MERGE_REFS_SHIM) return null;
      return [
        "import { useMergedRef } from '@mantine/hooks';",
        'export function useMergeRefs(refs) {',
        '  return useMergedRef(...refs);',
        '}',
      ].join('\n');
    },
  };
}
