import { count, desc, eq } from 'drizzle-orm';
import { pagination } from '#contract/pagination';
import { mailbox as mailboxEntries } from '#contract/system-endpoints';
import { mailbox } from '#server/db/schema/public-forms';
import { requireAuth } from '#server/lib/auth';
import { endpointRoutes } from '#server/lib/endpoint-route';

/**
 * Mounted at /api/mailbox (admin): the embedded development mailbox, newest first, optionally for one
 * recipient (?to=). Holds every e-mail sent while no SMTP_URL is set.
 */
export const mailboxRoutes = endpointRoutes('/mailbox').serve(
  mailboxEntries.list,
  [requireAuth('admin')],
  async (c, { query }) => {
    const { page, limit, to } = query;
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
    return { data, pagination: pagination(total?.n ?? 0, page, limit) };
  },
).router;
