import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { parseSync } from 'vite';

/** One import between two files of the repository (repository-relative paths). */
export interface ImportEdge {
  from: string;
  to: string;
}

const SOURCE = /\.(ts|tsx|mts)$/;
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Every .ts/.tsx file under `dirs` of `root`, repository-relative. */
export function sourceFiles(root: string, dirs: string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(join(root, dir))) {
      if (name === 'node_modules' || name === 'fixtures') continue;
      const path = posix.join(dir, name);
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (SOURCE.test(name) && !name.endsWith('.d.ts')) files.push(path);
    }
  };
  for (const dir of dirs) if (existsSync(join(root, dir))) walk(dir);
  return files;
}

/**
 * The repository file a specifier names: relative paths and the tsconfig aliases (`#contract/x` → contract/x);
 * npm packages and Node built-ins give null. A local specifier that names no file is an error; a Vite query after
 * the path ('?json', '?url') is not part of it.
 */
export function resolveSpecifier(root: string, importer: string, specifier: string): string | null {
  // A Vite query ('./hi-IN.po?json') names the file before it.
  const file = specifier.split('?')[0] as string;
  let base: string;
  if (file.startsWith('.')) base = posix.join(posix.dirname(importer), file);
  else if (file.startsWith('#')) base = file.slice(1);
  else return null;
  for (const suffix of CANDIDATES) {
    const path = base + suffix;
    if (existsSync(join(root, path)) && statSync(join(root, path)).isFile()) return path;
  }
  throw new Error(`${importer}: '${specifier}' names no file`);
}

/** The imports of one file: static, re-exports and dynamic `import('…')` with a literal path. */
export function importsOf(root: string, file: string): ImportEdge[] {
  const source = readFileSync(join(root, file), 'utf8');
  const { module, errors } = parseSync(file, source);
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]?.message}`);
  const found: string[] = [];
  for (const statement of module.staticImports) found.push(statement.moduleRequest.value);
  for (const statement of module.staticExports) {
    for (const entry of statement.entries) {
      if (entry.moduleRequest) found.push(entry.moduleRequest.value);
    }
  }
  for (const dynamic of module.dynamicImports) {
    const literal = source.slice(dynamic.moduleRequest.start, dynamic.moduleRequest.end);
    const match = /^(['"`])([^'"`$]+)\1$/.exec(literal);
    if (match?.[2]) found.push(match[2]);
  }
  const edges: ImportEdge[] = [];
  for (const specifier of found) {
    const to = resolveSpecifier(root, file, specifier);
    if (to) edges.push({ from: file, to });
  }
  return edges;
}

/**
 * The import cycles (Tarjan's strongly connected components of two or more files), type imports included: a type
 * erased when built still ties two files together for a reader (issue 41).
 */
export function importCycles(edges: ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    if (edge.from === edge.to) continue;
    next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return cycles;
}
