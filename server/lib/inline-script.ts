import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

/** A script the page carries inline, and the CSP source that allows exactly it. */
export type InlineScript = { tag: string; cspSource: string };

/**
 * A classic script of the build (public/session-check.js) put inside the page the server sends: it runs as the
 * page is parsed, not one request later, so the session check and the preloads it asks for start a round trip
 * sooner (issues 40, 42). The CSP names its SHA-256 and still allows no other inline script. Null when the file is
 * missing or could end the script element early.
 */
export function inlineScript(file: string): InlineScript | null {
  if (!existsSync(file)) return null;
  const code = readFileSync(file, 'utf8');
  if (/<\/script|<!--/i.test(code)) return null;
  const hash = createHash('sha256').update(code, 'utf8').digest('base64');
  return { tag: `<script>${code}</script>`, cspSource: `'sha256-${hash}'` };
}
