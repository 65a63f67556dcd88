import * as v from 'valibot';
import { endpoint, FILE_ANSWER } from './endpoint';
import { pagedSchema, PageQuerySchema } from './pagination';

/** GET /api/ready's checks: 'ok', or what is wrong ('The blob store's disk is full: … bytes free in …'). */
export const ReadyAnswerSchema = v.strictObject({
  status: v.picklist(['ready', 'not ready']),
  checks: v.strictObject({ database: v.string(), blobs: v.string() }),
  /** The disks the server writes to (the local blob store's, PGlite's data directory's): none on S3 and Postgres. */
  disks: v.array(
    v.strictObject({
      what: v.picklist(['blob store', 'data directory']),
      path: v.string(),
      free_bytes: v.number(),
      total_bytes: v.number(),
    }),
  ),
});
export type ReadyAnswer = v.InferOutput<typeof ReadyAnswerSchema>;

/**
 * The server's own state, for probes and scrapers: liveness (no database work), readiness (the database and the
 * blob store usable, no disk full: 503 with the same answer otherwise), the Prometheus metrics.
 */
export const system = {
  health: endpoint({ method: 'GET', path: '/health', answer: v.strictObject({ status: v.literal('ok') }) }),
  ready: endpoint({ method: 'GET', path: '/ready', answer: ReadyAnswerSchema }),
  /** The Prometheus text format, for a scraper holding METRICS_TOKEN (Bearer); 404 while no token is set. */
  metrics: endpoint({ method: 'GET', path: '/metrics', answer: FILE_ANSWER }),
};

/** ?page&limit&to= (one recipient's mail, compared in lower case; '' for all). */
export const MailboxQuerySchema = v.object({
  ...PageQuerySchema.entries,
  to: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase()), ''),
});
/** One e-mail of the embedded development mailbox (kept while no SMTP_URL is set). */
export const MailItemSchema = v.strictObject({
  _id: v.string(),
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  createdAt: v.string(),
});
export type MailItem = v.InferOutput<typeof MailItemSchema>;

/** The development mailbox (admin): every e-mail sent while no SMTP_URL is set, newest first. */
export const mailbox = {
  list: endpoint({ method: 'GET', path: '/mailbox', query: MailboxQuerySchema, answer: pagedSchema(MailItemSchema) }),
};
