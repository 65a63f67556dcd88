import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closeGracefully } from './graceful-close';

let server: http.Server | undefined;
let arrived = () => {};
afterEach(() => server?.closeAllConnections());

/** Resolves once the server has the request (a fixed wait would race a busy machine). */
const requestArrives = () =>
  new Promise<void>((resolve) => {
    arrived = resolve;
  });

/** A server whose requests take `ms` (or never end when ms is Infinity). */
async function slowServer(ms: number): Promise<string> {
  server = http.createServer((_req, res) => {
    arrived();
    if (ms !== Number.POSITIVE_INFINITY) setTimeout(() => res.end('done'), ms);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

describe('closeGracefully', () => {
  it('lets a request in flight finish, closes its keep-alive connection and takes no new one', async () => {
    const url = await slowServer(400);
    const arrival = requestArrives();
    const inFlight = fetch(url).then((r) => r.text());
    await arrival;
    const started = Date.now();
    const closed = closeGracefully(server as http.Server, 5_000);
    await expect(fetch(url)).rejects.toThrow();
    expect(await inFlight).toBe('done');
    await closed;
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('cuts off a request still running after the grace period', async () => {
    const url = await slowServer(Number.POSITIVE_INFINITY);
    const arrival = requestArrives();
    const inFlight = fetch(url).then(
      () => 'answered',
      () => 'cut off',
    );
    await arrival;
    const started = Date.now();
    await closeGracefully(server as http.Server, 300);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(await inFlight).toBe('cut off');
  });
});
