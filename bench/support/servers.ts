import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

/** The test-only certificate for localhost (server/lib/fixtures/README.md): HTTPS, and HTTP/2, on this machine. */
export const LOCALHOST_TLS = {
  TLS_CERT_FILE: path.join(ROOT, 'server/lib/fixtures/localhost-cert.pem'),
  TLS_KEY_FILE: path.join(ROOT, 'server/lib/fixtures/localhost-key.pem'),
};

/** True when `url` answers 200; over HTTPS, trusting the server's own certificate (`ca`). */
function answers(url: string, ca: Buffer | undefined): Promise<boolean> {
  if (!ca) return fetch(url).then((res) => res.ok);
  return new Promise((resolve, reject) => {
    https
      .get(url, { ca, agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      })
      .on('error', reject);
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type Server = { url: string; stop(): Promise<void> };

const children = new Set<ChildProcess>();
let stopsOnExit = false;
/**
 * A bench that ends early (Ctrl-C, a `timeout`, a closed pipe such as `| head`) stops its servers too: otherwise the
 * server lives on, orphaned, holding its port and its data directory's lock. tsx passes the signal to the server.
 */
function stopWithThisProcess(child: ChildProcess) {
  if (!stopsOnExit) {
    stopsOnExit = true;
    process.once('exit', () => {
      for (const running of children) if (running.exitCode === null) running.kill('SIGTERM');
    });
    // A signal nobody handles ends the process without 'exit': turn it into an exit. A runner that handles its own
    // (Playwright's workers) keeps its way.
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
      if (process.listenerCount(signal) === 0) process.once(signal, () => process.exit(130));
  }
  children.add(child);
  child.once('exit', () => children.delete(child));
}

/** Starts `tsx <script>` in its own process with `env`, and waits until `readyPath` answers 200. */
export async function startServer(
  script: string,
  env: Record<string, string>,
  readyPath: string,
  timeoutMs = 120_000,
): Promise<Server> {
  const port = await freePort();
  const child: ChildProcess = spawn(TSX, [script], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  stopWithThisProcess(child);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  // With TLS_CERT_FILE (LOCALHOST_TLS), the server answers HTTPS, at the name its certificate is for.
  const certFile = env.TLS_CERT_FILE;
  const ca = certFile ? readFileSync(certFile) : undefined;
  const url = ca ? `https://localhost:${port}` : `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited (${child.exitCode}):\n${output}`);
    try {
      if (await answers(url + readyPath, ca)) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`${script} did not answer ${readyPath} within ${timeoutMs} ms:\n${output}`);
}
