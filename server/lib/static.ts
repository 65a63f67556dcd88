import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './context';
import type { InlineScript } from './inline-script';
import { languagePreloads } from './language-preloads';
import { routePreloads } from './route-preloads';

/**
 * Serves the built PWA: hashed assets cached for a year, the service worker and index.html never cached,
 * compressed copies where the browser takes them, and every other non-API GET answered with index.html so deep
 * links work, with preloads for the page's route code (route-preloads.ts).
 */
const FILE_EXTENSION = /\.(js|mjs|css|map|json|webmanifest|png|jpe?g|webp|svg|ico|woff2?|txt|xml)$/i;

export function serveApp(app: Hono<AppEnv>, staticDir: string, sessionCheck: InlineScript | null = null) {
  const indexFile = path.join(staticDir, 'index.html');
  if (!existsSync(indexFile)) return;
  const root = path.relative(process.cwd(), staticDir) || '.';

  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', async (c, next) => {
    await next();
    if (/\/(sw\.js|session-check\.js|index\.html|manifest\.webmanifest)$/.test(c.req.path))
      c.header('Cache-Control', 'no-cache');
  });
  // Brotli or gzip copies made at build time (scripts/compress-dist.ts), by the request's Accept-Encoding.
  app.get('*', serveStatic({ root, precompressed: true }));
  // The page and the build's manifest are read once, together: the preloads name the files this index.html loads.
  // The session check inline, after the metas it reads (inline-script.ts); the file stays for the service worker's
  // copy of the page, which has neither.
  const SESSION_CHECK = '<script src="/session-check.js" async></script>';
  const built = readFileSync(indexFile, 'utf8');
  const inline = sessionCheck && built.includes(SESSION_CHECK) ? sessionCheck.tag : '';
  const indexHtml = inline ? built.replace(SESSION_CHECK, '') : built;
  const manifestFile = path.join(staticDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const preloadsFor = routePreloads(manifest);
  const languages = languagePreloads(manifest);
  app.get('*', (c) => {
    // A file that is not there (a chunk of an older build a page still names, a mistyped image) is a 404: the page in
    // its place would be run as a script and fail as a blank screen ('MIME type text/html'); a 404 lets the page's
    // code see a failed import and reload. Deep links have no file extension.
    if (c.req.path.startsWith('/assets/') || FILE_EXTENSION.test(c.req.path)) {
      c.header('Cache-Control', 'no-cache');
      return c.text('Not found', 404);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml.replace('</head>', `${languages}${preloadsFor(c.req.path)}${inline}</head>`));
  });
}
