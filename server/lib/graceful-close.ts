import type { Server } from 'node:http';

/**
 * Stops a server the way a deployment's rolling restart needs: no new connections; requests in flight finish
 * (their keep-alive connections are closed as soon as they fall idle); whatever is still running after `graceMs`
 * is cut off. Resolves once every connection is gone.
 */
export function closeGracefully(server: Server, graceMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const cutOff = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(cutOff);
      resolve();
    });
    server.closeIdleConnections();
  });
}
