import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { mailbox } from '../db/schema/public-forms';
import type { Env } from '../env';

export type MailMessage = { to: string; subject: string; text: string };
export type MailResult = { via: 'smtp' | 'mailbox'; id: string };

// One pooled SMTP transport per URL: a connection pool, not state another process would need.
const transports = new Map<string, Transporter>();

function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

/**
 * Sends an e-mail: over SMTP through nodemailer when SMTP_URL is set (smtp://user:pass@host:587, or
 * smtps://… for TLS); otherwise into the embedded development mailbox table, which admins read at GET
 * /api/mailbox, so every flow that mails works on one machine and in tests. Throws when SMTP refuses.
 */
export async function sendMail(
  db: Db,
  env: Pick<Env, 'smtpUrl' | 'mailFrom'>,
  message: MailMessage,
): Promise<MailResult> {
  if (env.smtpUrl) {
    const info = await transportFor(env.smtpUrl).sendMail({ from: env.mailFrom, ...message });
    return { via: 'smtp', id: String(info.messageId ?? '') };
  }
  const [row] = await db
    .insert(mailbox)
    .values({ ...message, to: message.to.trim().toLowerCase() })
    .returning({ id: mailbox.id });
  return { via: 'mailbox', id: row?.id ?? '' };
}
