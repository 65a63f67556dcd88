import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { Env } from '../env';
import type { AppEnv } from './context';

/**
 * The app's security headers (issue 13):
 * - a Content-Security-Policy: scripts only from this origin, and no inline one but the session check the server puts
 *   in the page, by its hash (inline-script.ts);
 *   styles from this origin and inline (Mantine sets styles and CSS variables inline); images, media and
 *   downloads also as blob: (slides from the device, videos); the service worker from this origin; no framing;
 * - Cache-Control: no-store on every answer of the API that sets none of its own: JSON, and CSV exports too
 *   (issue 38: they carried none). Signed-in data must not stay in a shared cache; slide images and videos, whose
 *   addresses change with their content, set their own (private) caching;
 * - HSTS only when the request came over HTTPS (directly, or through a trusted proxy's X-Forwarded-Proto).
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'blob:', 'data:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** `scriptHashes`: the CSP sources of the page's inline scripts ("'sha256-…'"), allowed and no other. */
export function securityHeaders(env: Pick<Env, 'trustProxy'>, scriptHashes: string[] = []) {
  const base = secureHeaders({
    crossOriginResourcePolicy: 'same-origin',
    contentSecurityPolicy: {
      ...CONTENT_SECURITY_POLICY,
      scriptSrc: [...CONTENT_SECURITY_POLICY.scriptSrc, ...scriptHashes],
    },
    strictTransportSecurity: false,
  });
  return createMiddleware<AppEnv>(async (c, next) => {
    await base(c, async () => {
      await next();
    });
    const forwarded = env.trustProxy ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
    const https = (forwarded ?? new URL(c.req.url).protocol.replace(':', '')) === 'https';
    if (https) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (c.req.path.startsWith('/api/') && !c.res.headers.has('cache-control')) c.header('Cache-Control', 'no-store');
  });
}
