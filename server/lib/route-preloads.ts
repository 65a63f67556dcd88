import { ROLE_SCREENS } from '#contract/role-screens';

/**
 * Preload links for the page a request asks for (issue 14). A page's route code is otherwise found only once the
 * entry script has run: on a slow link that is a second round of requests before the first screen. From Vite's
 * build manifest, each file route's chunk, its layouts' chunks and everything they import statically are named in
 * the HTML, so they download beside the entry. A page drawn by role (contract/role-screens.ts) also lists each
 * role's files in a `<meta name="role-preloads">`: only the browser knows the role, and public/session-check.js
 * asks for the stored user's.
 */

/** The part of Vite's build manifest (dist/.vite/manifest.json) read here. */
export type BuildManifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; css?: string[]; assets?: string[] }
>;

const SPLIT = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/;

type Route = { stem: string; segments: string[]; params: number };

/** A file route's URL segments: pathless parts (`_app`, `_teacher`) and `index` dropped, `classes_` read as `classes`. */
function segmentsOf(stem: string): string[] {
  return stem
    .split(/[/.]/)
    .filter((part) => !part.startsWith('_') && part !== 'index' && part !== 'route')
    .map((part) => part.replace(/_$/, ''));
}

function matches(route: Route, parts: string[]) {
  return route.segments.length === parts.length && route.segments.every((s, i) => s.startsWith('$') || s === parts[i]);
}

/** Returns the preloads (HTML) for a URL path, '' when no route's chunk is known for it. */
export function routePreloads(manifest: BuildManifest): (pathname: string) => string {
  const stems = Object.keys(manifest).flatMap((key) => SPLIT.exec(key)?.[1] ?? []);
  // A layout's file has a folder of the same name; pages are the rest, static segments before parameters.
  const isLayout = (stem: string) => stems.some((other) => other.startsWith(`${stem}/`));
  const pages: Route[] = stems
    .filter((stem) => !isLayout(stem))
    .map((stem) => {
      const segments = segmentsOf(stem);
      return { stem, segments, params: segments.filter((s) => s.startsWith('$')).length };
    })
    .sort((a, b) => a.params - b.params);
  const cache = new Map<string, string>();

  function collect(key: string, files: Set<string>, css: Set<string>) {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) collect(imported, files, css);
  }

  // The entry's own files are in index.html already.
  const entryFiles = new Set<string>();
  const entryCss = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, entryFiles, entryCss);

  /** The files of these modules and what they import, less those already named (`known`); scripts, then styles. */
  function filesOf(keys: string[], known: Set<string>): { scripts: string[]; styles: string[] } {
    const files = new Set<string>();
    const css = new Set<string>();
    for (const key of keys) collect(key, files, css);
    return {
      scripts: [...files].filter((f) => !known.has(f)),
      styles: [...css].filter((f) => !known.has(f)),
    };
  }

  function htmlFor(page: Route, path: string): string {
    // The page's layouts first (`_app/_teacher` for `_app/_teacher/offline`), then the page.
    const parts = page.stem.split('/');
    const keys = parts.map((_, i) => `src/routes/${parts.slice(0, i + 1).join('/')}.tsx?tsr-split=component`);
    const known = new Set([...entryFiles, ...entryCss]);
    const { scripts, styles } = filesOf(keys, known);
    const links = [
      ...scripts.map((f) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${f}">`),
      // Low too: a style preload is otherwise fetched first of all, ahead of the entry script it cannot work without.
      ...styles.map((f) => `<link rel="preload" as="style" fetchpriority="low" crossorigin href="/${f}">`),
    ].join('');
    const screens = ROLE_SCREENS[path];
    if (!screens) return links;
    for (const f of [...scripts, ...styles]) known.add(f);
    const byRole = Object.fromEntries(
      Object.entries(screens).map(([role, source]) => {
        const files = filesOf([source], known);
        return [role, [...files.scripts, ...files.styles]];
      }),
    );
    // JSON in an attribute: its quotes escaped (file names are Vite's: letters, digits, `-`, `_`, `.`, `/`).
    const content = JSON.stringify(byRole).replaceAll('&', '&amp;').replaceAll('"', '&quot;');
    return `${links}<meta name="role-preloads" content="${content}">`;
  }

  return (pathname) => {
    const parts = pathname.split('/').filter(Boolean);
    const page = pages.find((route) => matches(route, parts));
    if (!page) return '';
    let html = cache.get(page.stem);
    if (html === undefined) {
      html = htmlFor(page, `/${parts.join('/')}`);
      cache.set(page.stem, html);
    }
    return html;
  };
}
