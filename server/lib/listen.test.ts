import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { connect as tlsConnect } from 'node:tls';
import { connect, type Http2SecureServer } from 'node:http2';
import type { Server } from 'node:http';
import path from 'node:path';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { closeGracefully } from './graceful-close';
import { type Listening, listen, readCertificate, renewCertificate } from './listen';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const TLS = { certFile: path.join(FIXTURES, 'localhost-cert.pem'), keyFile: path.join(FIXTURES, 'localhost-key.pem') };
const RENEWED = {
  certFile: path.join(FIXTURES, 'localhost-renewed-cert.pem'),
  keyFile: path.join(FIXTURES, 'localhost-renewed-key.pem'),
};
const ca = readFileSync(TLS.certFile);

let running: Server | Http2SecureServer | undefined;
afterEach(async () => {
  if (running) await closeGracefully(running, 100);
  running = undefined;
});

/** A small app on a free port: `/who` answers with the client address the routes see (context.ts reads it so). */
function start(tls: typeof TLS | null, slowMs = 0): Promise<Listening> {
  const certificate = tls ? readCertificate(tls) : null;
  const app = new Hono<{ Bindings: { incoming?: { socket?: { remoteAddress?: string } } } }>();
  app.get('/who', async (c) => {
    if (slowMs) await new Promise((r) => setTimeout(r, slowMs));
    return c.text(c.env.incoming?.socket?.remoteAddress ?? 'unknown');
  });
  return new Promise((resolve) => {
    running = listen(app.fetch, { port: 0, host: '127.0.0.1', tls: certificate }, resolve);
  });
}

const portOf = (listening: Listening) => new URL(listening.url).port;

/** GET over HTTP/2; resolves with the body, rejects when the connection is refused or cut off. */
function getH2(port: string, pathname: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const session = connect(`https://localhost:${port}`, { ca });
    session.on('error', reject);
    const stream = session.request({ ':path': pathname });
    let body = '';
    let status = 0;
    stream.on('response', (headers) => (status = Number(headers[':status'])));
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => (body += chunk));
    // A stream cut off with its session ends too, without an answer.
    stream.on('end', () => {
      session.close();
      if (status === 200) resolve(body);
      else reject(new Error('no answer'));
    });
    stream.on('error', reject);
  });
}

/** GET over HTTPS with HTTP/1.1 (a client that does not offer HTTP/2). */
function getHttp1(port: string, pathname: string): Promise<{ body: string; version: string }> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest({ host: 'localhost', port, path: pathname, ca, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ body, version: res.httpVersion }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('listen', () => {
  it('serves plain HTTP without a certificate', async () => {
    const listening = await start(null);
    expect(listening.url).toMatch(/^http:\/\/localhost:\d+$/);
    expect(await (await fetch(`http://127.0.0.1:${portOf(listening)}/who`)).text()).toBe('127.0.0.1');
  });

  it('with a certificate, serves HTTPS over HTTP/2, and HTTP/1.1 to a client without it; routes see the address', async () => {
    const listening = await start(TLS);
    expect(listening.url).toMatch(/^https:\/\/localhost:\d+$/);
    expect(await getH2(portOf(listening), '/who')).toBe('127.0.0.1');
    expect(await getHttp1(portOf(listening), '/who')).toEqual({ body: '127.0.0.1', version: '1.1' });
  });

  it('names the setting whose file cannot be read', () => {
    expect(() => readCertificate({ ...TLS, keyFile: '/nowhere/key.pem' })).toThrow(
      'TLS_KEY_FILE: cannot read /nowhere/key.pem (ENOENT)',
    );
  });

  it('refuses a certificate without its key (or a file that is no PEM) at start, saying which settings', () => {
    const start = (tls: typeof TLS) => () => readCertificate(tls);
    expect(start({ ...TLS, keyFile: TLS.certFile })).toThrow(
      /^TLS_CERT_FILE and TLS_KEY_FILE are not a PEM certificate and its key \(/,
    );
    expect(start({ certFile: path.join(FIXTURES, 'README.md'), keyFile: TLS.keyFile })).toThrow(
      /^TLS_CERT_FILE and TLS_KEY_FILE are not a PEM certificate and its key/,
    );
  });

  it('takes a renewed certificate for new connections; renewed files that do not check out leave the old one', async () => {
    const listening = await start(TLS);
    const port = portOf(listening);
    const served = () =>
      new Promise<string>((resolve, reject) => {
        const socket = tlsConnect({ host: 'localhost', port: Number(port), rejectUnauthorized: false }, () => {
          resolve(socket.getPeerCertificate().fingerprint256);
          socket.end();
        });
        socket.on('error', reject);
      });
    const fingerprintOf = (file: string) => new X509Certificate(readFileSync(file)).fingerprint256;
    expect(await served()).toBe(fingerprintOf(TLS.certFile));
    const server = running as Http2SecureServer;
    expect(() => renewCertificate(server, { ...RENEWED, keyFile: TLS.keyFile })).toThrow(/not a PEM certificate/);
    expect(await served()).toBe(fingerprintOf(TLS.certFile));
    renewCertificate(server, RENEWED);
    expect(await served()).toBe(fingerprintOf(RENEWED.certFile));
    expect(fingerprintOf(RENEWED.certFile)).not.toBe(fingerprintOf(TLS.certFile));
  });

  it('closes gracefully over HTTPS: requests in flight on HTTP/2 and HTTP/1.1 finish, no new connection is taken', async () => {
    const listening = await start(TLS, 400);
    const port = portOf(listening);
    const onH2 = getH2(port, '/who');
    const onHttp1 = getHttp1(port, '/who');
    await new Promise((r) => setTimeout(r, 150));
    const started = Date.now();
    const closed = closeGracefully(running as Http2SecureServer, 5_000);
    await expect(getHttp1(port, '/who')).rejects.toThrow();
    expect(await onH2).toBe('127.0.0.1');
    expect((await onHttp1).body).toBe('127.0.0.1');
    await closed;
    running = undefined;
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('closes at once an HTTPS connection that has sent nothing yet', async () => {
    const listening = await start(TLS);
    const socket = tlsConnect({ host: 'localhost', port: Number(portOf(listening)), ca, ALPNProtocols: ['http/1.1'] });
    await new Promise((resolve) => socket.once('secureConnect', resolve));
    const ended = new Promise((resolve) => socket.once('close', resolve));
    const started = Date.now();
    await closeGracefully(running as Http2SecureServer, 5_000);
    running = undefined;
    await ended;
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('cuts off an HTTPS request still running after the grace period', async () => {
    const listening = await start(TLS, 60_000);
    const inFlight = getH2(portOf(listening), '/who').then(
      () => 'answered',
      () => 'cut off',
    );
    await new Promise((r) => setTimeout(r, 150));
    const started = Date.now();
    await closeGracefully(running as Http2SecureServer, 300);
    running = undefined;
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(await inFlight).toBe('cut off');
  });
});
