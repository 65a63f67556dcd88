import { readFileSync } from 'node:fs';
import { Server } from 'node:http';
import { createSecureServer, type Http2SecureServer } from 'node:http2';
import { createSecureContext } from 'node:tls';
import { type ServerType, serve } from '@hono/node-server';
import { trackConnections } from './graceful-close';

export type TlsFiles = { certFile: string; keyFile: string };
export type Certificate = { cert: string; key: string };
export type Listening = { server: Server | Http2SecureServer; url: string; port: number };
type Fetch = Parameters<typeof serve>[0]['fetch'];

function readPem(name: string, file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    throw new Error(`${name}: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
  }
}

/**
 * The certificate and key, read and checked before the server starts (or takes them anew): a wrong file is named
 * there, not in every browser's TLS error.
 */
export function readCertificate(tls: TlsFiles): Certificate {
  const pair = { cert: readPem('TLS_CERT_FILE', tls.certFile), key: readPem('TLS_KEY_FILE', tls.keyFile) };
  try {
    createSecureContext(pair);
  } catch (err) {
    throw new Error(`TLS_CERT_FILE and TLS_KEY_FILE are not a PEM certificate and its key (${(err as Error).message})`);
  }
  return pair;
}

/**
 * Serves `fetch` on `port`. Plain HTTP by default (localhost, or behind a proxy that ends TLS). With a certificate,
 * HTTPS itself: a service worker, and so the offline classroom, needs a secure origin on any machine but
 * localhost. It speaks HTTP/2 to browsers (one connection carries every file of a page, no queue behind six) and
 * HTTP/1.1 to the rest (docs/decisions/025-https-and-http2-on-one-machine.md).
 */
export function listen(
  fetch: Fetch,
  options: { port: number; host: string; tls: Certificate | null },
  onListening: (listening: Listening) => void,
): Server | Http2SecureServer {
  const { port, host, tls } = options;
  const scheme = tls ? 'https' : 'http';
  const ready = (info: { port: number }) =>
    onListening({ server, url: `${scheme}://localhost:${info.port}`, port: info.port });
  const started: ServerType = tls
    ? serve(
        {
          fetch,
          port,
          hostname: host,
          createServer: createSecureServer,
          serverOptions: { ...tls, allowHTTP1: true },
        },
        ready,
      )
    : serve({ fetch, port, hostname: host }, ready);
  const server = started as Server | Http2SecureServer;
  if (server instanceof Server) {
    // An idle keep-alive connection outlives a proxy's or client's (60 s), so the server never closes one just as
    // a request is sent on it (the client would see ECONNRESET).
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  } else trackConnections(server);
  return server;
}

/**
 * Takes a renewed certificate (SIGHUP, server/index.ts) without a restart: new connections get it, open ones keep
 * theirs. A file that does not check out throws, and the certificate in use stays.
 */
export function renewCertificate(server: Http2SecureServer, tls: TlsFiles): void {
  server.setSecureContext(readCertificate(tls));
}
