import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailbox } from '../db/schema/public-forms';
import { createTestApp, type TestApp } from '../testing/test-app';

/** A tiny SMTP server on the loopback address that keeps what it is sent (no TLS, no auth). */
function fakeSmtp() {
  const messages: { from: string; to: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          messages.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 OK queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') current.from = line;
        if (verb === 'RCPT') current.to.push(line);
        if (verb === 'DATA') inData = true;
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') socket.write('354 go ahead\r\n');
        else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return { server, messages };
}

let t: TestApp;
const smtp = fakeSmtp();
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as net.AddressInfo).port;
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Pathshala <no-reply@pathshala.test>' });
});
afterAll(async () => {
  await t.close();
  smtp.server.close();
});

const enquiry = {
  institutionName: 'Hill View School',
  phoneNumber: '+91 90000 00001',
  email: 'office@hillview.example',
  address: 'Mall Road',
};

describe('mail over SMTP (SMTP_URL set)', () => {
  it('sends the code through SMTP and keeps nothing in the development mailbox', async () => {
    const res = await t.post('/api/public/enquiry/submit', enquiry, undefined, { 'x-forwarded-for': '203.0.113.1' });
    expect(res.status).toBe(200);
    expect(smtp.messages).toHaveLength(1);
    const [message] = smtp.messages;
    expect(message?.to[0]).toContain('office@hillview.example');
    expect(message?.from).toContain('no-reply@pathshala.test');
    expect(message?.data).toMatch(/Subject: Your Pathshala verification code: \d{6}/);
    expect(await t.db.select().from(mailbox)).toHaveLength(0);
  });

  it('answers 503 when the SMTP server cannot be reached', async () => {
    t.env.smtpUrl = 'smtp://127.0.0.1:1';
    const res = await t.post('/api/public/enquiry/submit', { ...enquiry, email: 'b@hillview.example' }, undefined, {
      'x-forwarded-for': '203.0.113.2',
    });
    expect(res.status).toBe(503);
    expect(res.body.error).toBe('We could not send the verification e-mail. Please try again later.');
  });
});
