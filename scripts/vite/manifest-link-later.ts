import type { Plugin } from 'vite';

/**
 * Takes vite-plugin-pwa's `<link rel="manifest">` out of index.html: the browser fetches the manifest and then an
 * icon as soon as it reads the link, two of HTTP/1.1's six connections while the first screen's code downloads.
 * src/lib/pwa.ts (`linkManifest`) adds the same link once the first screen is shown (issue 14).
 */
export function manifestLinkLater(): Plugin {
  return {
    name: 'pathshala:manifest-link-later',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/\s*<link rel="manifest" href="\/manifest\.webmanifest"[^>]*>/, ''),
    },
  };
}
