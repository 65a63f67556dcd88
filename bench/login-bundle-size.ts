/**
 * The gzip size of the JavaScript a browser loads to show /login, against the 150 KiB target.
 * Reads dist/ (run `npm run build` first): the entry script and modulepreload links of dist/index.html, and,
 * from Vite's manifest (build.manifest), the lazy chunks of the routes /login matches (__root and login,
 * split by the router plugin) with everything they import statically. Without a manifest it counts the entry
 * and its preloads only, and says so. Each file is gzipped on its own (level 9), as a server would send it.
 * Run: npm run build && npx tsx bench/login-bundle-size.ts (BENCH_STATIC_DIR: another build folder)
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve(process.env.BENCH_STATIC_DIR ?? path.join(import.meta.dirname, '../dist'));
const TARGET_KIB = 150;
const LOGIN_ROUTES = /^src\/routes\/(__root|login)\.tsx(\?|$)/;

type Chunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};

const indexFile = path.join(DIST, 'index.html');
if (!existsSync(indexFile)) {
  console.error('dist/index.html is missing: run `npm run build` first.');
  process.exit(1);
}
const html = readFileSync(indexFile, 'utf8');
const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
const fromHtml = new Set<string>();
for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
  const src = attr(tag, 'src');
  if (src && /type="module"/.test(tag)) fromHtml.add(src.replace(/^\//, ''));
}
for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
  const href = attr(tag, 'href');
  if (href && /rel="modulepreload"/.test(tag)) fromHtml.add(href.replace(/^\//, ''));
}

const files = new Map<string, string>(); // file → why it is loaded
for (const file of fromHtml) files.set(file, 'index.html');

const manifestFile = path.join(DIST, '.vite/manifest.json');
let method =
  'entry script and modulepreload links of dist/index.html only (no Vite manifest: lazy route chunks not counted)';
if (existsSync(manifestFile)) {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;
  const addWithImports = (key: string, why: string) => {
    const chunk = manifest[key];
    if (!chunk) return;
    if (!files.has(chunk.file)) files.set(chunk.file, why);
    for (const dep of chunk.imports ?? []) if (!files.has(manifest[dep]?.file ?? '')) addWithImports(dep, why);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) addWithImports(key, 'entry');
  const lazy = Object.keys(manifest).filter((key) => LOGIN_ROUTES.test(key) && !manifest[key]!.isEntry);
  for (const key of lazy) addWithImports(key, `lazy: ${key.replace(/^src\/routes\//, '')}`);
  // A build whose chunking merged the login route away would be counted short: say so rather than print a figure.
  if (!lazy.some((key) => key.includes('login'))) {
    console.error('The login route has no entry in the Vite manifest: the figure would leave its code out.');
    process.exit(1);
  }
  method = `entry + static imports (Vite manifest) + lazy chunks of ${lazy.length ? lazy.map((k) => k.replace(/^src\/routes\//, '')).join(', ') : 'no split route'}`;
}

let raw = 0;
let gzip = 0;
const rows: [string, number, number, string][] = [];
for (const [file, why] of files) {
  if (!file.endsWith('.js')) continue;
  const content = readFileSync(path.join(DIST, file));
  const zipped = gzipSync(content, { level: 9 }).length;
  raw += content.length;
  gzip += zipped;
  rows.push([file, content.length, zipped, why]);
}
rows.sort((a, b) => b[2] - a[2]);

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`.padStart(11);
console.log(`JS that /login loads: ${method}\n`);
console.log(`${'file'.padEnd(44)}${'raw'.padStart(11)}${'gzip'.padStart(11)}  loaded as`);
for (const [file, size, zipped, why] of rows) console.log(`${file.padEnd(44)}${kib(size)}${kib(zipped)}  ${why}`);
console.log(`${`total (${rows.length} files)`.padEnd(44)}${kib(raw)}${kib(gzip)}`);
const ratio = gzip / 1024 / TARGET_KIB;
console.log(
  `\nlogin JS gzip: ${(gzip / 1024).toFixed(1)} KiB; target ≤ ${TARGET_KIB} KiB; ratio ${ratio.toFixed(2)} (${ratio <= 1 ? 'within target' : 'OVER target'})`,
);
