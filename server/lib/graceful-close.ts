import { Server } from 'node:http';
import type { Http2SecureServer, Http2ServerRequest, Http2ServerResponse, ServerHttp2Session } from 'node:http2';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';

/**
 * What an HTTPS server has open: every connection (for the cut-off), HTTP/2 sessions, and HTTP/1.1 connections with
 * their requests in flight.
 */
type Open = {
  sockets: Set<Socket>;
  sessions: Set<ServerHttp2Session>;
  http1: Map<Socket, number>;
  closing: boolean;
};
const opened = new WeakMap<Http2SecureServer, Open>();

/**
 * Keeps count of an HTTPS server's connections from its start, which `closeGracefully` needs: unlike Node's HTTP
 * server, it has no `closeIdleConnections`.
 */
export function trackConnections(server: Http2SecureServer): void {
  const open: Open = { sockets: new Set(), sessions: new Set(), http1: new Map(), closing: false };
  opened.set(server, open);
  server.on('connection', (socket: Socket) => {
    open.sockets.add(socket);
    socket.once('close', () => open.sockets.delete(socket));
  });
  server.on('session', (session: ServerHttp2Session) => {
    open.sessions.add(session);
    session.once('close', () => open.sessions.delete(session));
    if (open.closing) session.close();
  });
  server.on('secureConnection', (socket: TLSSocket) => {
    if (socket.alpnProtocol === 'h2') return;
    if (open.closing) return void socket.destroy();
    open.http1.set(socket, 0);
    socket.once('close', () => open.http1.delete(socket));
  });
  server.on('request', (req: Http2ServerRequest, res: Http2ServerResponse) => {
    if (req.httpVersionMajor !== 1) return;
    const socket = req.socket as Socket;
    open.http1.set(socket, (open.http1.get(socket) ?? 0) + 1);
    res.once('close', () => {
      const left = (open.http1.get(socket) ?? 1) - 1;
      open.http1.set(socket, left);
      if (open.closing && left === 0) socket.destroy();
    });
  });
}

function closeHttps(server: Http2SecureServer, graceMs: number, done: () => void) {
  const open = opened.get(server);
  const cutOff = setTimeout(() => {
    for (const session of open?.sessions ?? []) session.destroy();
    for (const socket of open?.sockets ?? []) socket.destroy();
  }, graceMs);
  server.close(() => {
    clearTimeout(cutOff);
    done();
  });
  if (!open) return;
  open.closing = true;
  // An HTTP/2 session's close() takes no new stream and ends once those open are answered; an idle HTTP/1.1
  // connection goes at once, a busy one when its answer is sent.
  for (const session of open.sessions) session.close();
  for (const [socket, inFlight] of open.http1) if (inFlight === 0) socket.destroy();
}

/**
 * Stops a server the way a deployment's rolling restart needs: no new connections; requests in flight finish
 * (their keep-alive connections are closed as soon as they fall idle); whatever is still running after `graceMs`
 * is cut off. Resolves once every connection is gone.
 */
export function closeGracefully(server: Server | Http2SecureServer, graceMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    if (!(server instanceof Server)) return closeHttps(server, graceMs, resolve);
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
