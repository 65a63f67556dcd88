import MagicString from 'magic-string';
import { parseSync, type Plugin } from 'vite';

const ENDPOINTS = /[\\/]contract[\\/][\w-]+-endpoints\.ts$/;
/** What a page reads of an entry when it calls it (src/lib/api-call.ts): the request, not the schemas. */
const KEPT = new Set(['method', 'path', 'status']);

/**
 * A production page sends calls but checks no schema on them (src/lib/api-call.ts checks answers in development
 * and in tests; forms import their body schemas themselves), so in its bundles each `endpoint({ … })` of
 * contract/<area>-endpoints.ts keeps only its method, path and status. With the contract's modules marked free of
 * side effects (vite.config.ts), the answer schemas nothing else reads stay out of the page (decision 037). The
 * server, the tests and the dev server keep the whole entries.
 */
export function lightEndpoints(): Plugin {
  return {
    name: 'pathshala:light-endpoints',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!ENDPOINTS.test(id)) return null;
      const light = lightenEntries(code, id);
      return { code: light.toString(), map: light.generateMap({ hires: 'boundary', source: id }) };
    },
  };
}

type Node = { type?: string; start: number; end: number; [key: string]: unknown };

/** The module with every property of an `endpoint({ … })` call but method, path and status left out. */
export function lightenEntries(code: string, file: string): MagicString {
  const cuts: { start: number; end: number }[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const node = value as Node;
    const callee = node.callee as Node | undefined;
    if (node.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 'endpoint') {
      const [entry] = node.arguments as Node[];
      const properties = (entry?.properties as Node[] | undefined) ?? [];
      for (const property of properties) {
        const key = property.key as Node | undefined;
        if (property.type !== 'Property' || !KEPT.has(String(key?.name))) cuts.push(property);
      }
      return;
    }
    for (const child of Object.values(node)) visit(child);
  };
  visit(parseSync(file, code).program);
  const out = new MagicString(code);
  // Each cut takes its comma too ('a: 1, , b' is not valid).
  for (const { start, end } of cuts) {
    const after = /^\s*,/.exec(code.slice(end))?.[0].length ?? 0;
    out.remove(start, end + after);
  }
  return out;
}
