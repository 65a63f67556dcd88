import { count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { PageQuerySchema, pagination } from '#contract/pagination';
import { mailbox } from '#server/db/schema/public-forms';
import { requireAuth } from '#server/lib/auth';
import type { AppEnv } from '#server/lib/context';
import { validQuery } from '#server/lib/validate';

const MailboxQuery = v.object({
  ...PageQuerySchema.entries,
  to: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase()), ''),
});

/**
 * Mounted at /api/mailbox (admin): the embedded development mailbox, newest first, optionally for one
 * recipient (?to=). Holds every e-mail sent while no SMTP_URL is set.
 */
export const mailboxRoutes = new Hono<AppEnv>().get('/', requireAuth('admin'), validQuery(MailboxQuery), async (c) => {
  const { page, limit, to } = c.req.valid('query');
  const where = to ? eq(mailbox.to, to) : undefined;
  const [rows, [total]] = await Promise.all([
    c.var.db
      .select()
      .from(mailbox)
      .where(where)
      .orderBy(desc(mailbox.createdAt), desc(mailbox.id))
      .limit(limit)
      .offset((page - 1) * limit),
    c.var.db.select({ n: count() }).from(mailbox).where(where),
  ]);
  const data = rows.map((m) => ({
    _id: m.id,
    to: m.to,
    subject: m.subject,
    text: m.text,
    createdAt: m.createdAt.toISOString(),
  }));
  return c.json({ data, pagination: pagination(total?.n ?? 0, page, limit) });
});
