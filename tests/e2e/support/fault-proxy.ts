import http from 'node:http';
import type { Socket } from 'node:net';

/**
 * A proxy in front of the real server for the random fault suite: the browser talks to it, and it can make the
 * server unreachable in the ways a school's connection does. Modes:
 * - pass: forward everything;
 * - refuse: the port is closed (connection refused);
 * - error: API calls answer 503 (a gateway whose upstream is down);
 * - hang: API calls get no answer, then the connection is dropped after `hangMs` (a timeout);
 * - slow: API calls are forwarded after `slowMs`;
 * - lose: API calls are forwarded and applied by the server, then the answer is dropped (the client never learns).
 * `onApi` sees each API call before it is forwarded (the suite kills the server in the middle of a replay there).
 */
export type FaultMode = 'pass' | 'refuse' | 'error' | 'hang' | 'slow' | 'lose';
export type FaultProxy = {
  url: string;
  mode(): FaultMode;
  setMode(mode: FaultMode): Promise<void>;
  onApi(hook: ((path: string) => void) | null): void;
  close(): Promise<void>;
};

export async function startFaultProxy(
  port: number,
  upstreamPort: number,
  options: { hangMs?: number; slowMs?: number } = {},
): Promise<FaultProxy> {
  const hangMs = options.hangMs ?? 2500;
  const slowMs = options.slowMs ?? 1200;
  let mode: FaultMode = 'pass';
  let hook: ((path: string) => void) | null = null;
  const sockets = new Set<Socket>();

  const forward = (req: http.IncomingMessage, res: http.ServerResponse, loseAnswer: boolean) => {
    const upstream = http.request(
      { host: '127.0.0.1', port: upstreamPort, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        if (loseAnswer) {
          answer.resume();
          answer.on('end', () => res.socket?.destroy());
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      // The server is down (killed, restarting): what a load balancer answers.
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'Bad gateway' }));
    });
    req.pipe(upstream);
  };

  const server = http.createServer((req, res) => {
    const api = (req.url ?? '').startsWith('/api/');
    if (!api || mode === 'pass') return forward(req, res, false);
    hook?.(req.url ?? '');
    switch (mode) {
      case 'error':
        req.resume();
        res.writeHead(503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'Service Unavailable' }));
        return;
      case 'hang':
        req.resume();
        setTimeout(() => res.socket?.destroy(), hangMs);
        return;
      case 'slow':
        setTimeout(() => forward(req, res, false), slowMs);
        return;
      case 'lose':
        return forward(req, res, true);
      default:
        return forward(req, res, false);
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // Every API call in pass mode also goes through the hook (a kill in the middle of a replay).
  server.prependListener('request', (req) => {
    if (mode === 'pass' && (req.url ?? '').startsWith('/api/')) hook?.(req.url ?? '');
  });
  server.keepAliveTimeout = 1000;

  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const unlisten = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  await listen();

  return {
    url: `http://localhost:${port}`,
    mode: () => mode,
    async setMode(next) {
      if (next === mode) return;
      if (mode === 'refuse') await listen();
      if (next === 'refuse') await unlisten();
      mode = next;
    },
    onApi(next) {
      hook = next;
    },
    async close() {
      if (mode !== 'refuse') await unlisten();
    },
  };
}
