import http from 'node:http';
import type { Socket } from 'node:net';

/**
 * The load balancer of a multi-process deployment, small: each request goes to the next upstream in turn; an
 * upstream that refuses the connection (stopped, killed) is skipped for the next one, as a balancer's health check
 * would. The answer says which upstream served it (`x-upstream: <port>`), so tests can see both processes at work.
 */
export type RoundRobinProxy = { url: string; port: number; served: Map<number, number>; close(): Promise<void> };

export async function startRoundRobinProxy(port: number, upstreams: number[]): Promise<RoundRobinProxy> {
  let next = 0;
  const served = new Map<number, number>();
  const sockets = new Set<Socket>();

  const forward = (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer, tries: number) => {
    const upstream = upstreams[next++ % upstreams.length] as number;
    const request = http.request(
      { host: '127.0.0.1', port: upstream, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        served.set(upstream, (served.get(upstream) ?? 0) + 1);
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(upstream) });
        answer.pipe(res);
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      // Refused: the request never reached that process, so another may take it. Anything else (a reset in the
      // middle) may have been applied: answer 502 and let the client's retry (with its Idempotency-Key) decide.
      if (error.code === 'ECONNREFUSED' && tries + 1 < upstreams.length) return forward(req, res, body, tries + 1);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'Bad gateway' }));
    });
    request.end(body);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => forward(req, res, Buffer.concat(chunks), 0));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${port}`,
    port,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
