import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '#contract/pagination';
import { api } from '#src/lib/api-client';
import { mailKeys } from '#src/lib/queries/mailbox';

/** One e-mail of the embedded development mailbox (kept while no SMTP_URL is set). */
export type MailItem = { _id: string; to: string; subject: string; text: string; createdAt: string };
export type MailParams = { page: number; to: string };

export const MAIL_PAGE_SIZE = 20;

/** GET /mailbox?to=…: newest first, optionally for one recipient (admin). */
export const fetchMail = (p: MailParams) =>
  api
    .get('mailbox', { searchParams: { page: p.page, limit: MAIL_PAGE_SIZE, ...(p.to ? { to: p.to } : {}) } })
    .json<Paged<MailItem>>();

export const mailQuery = (p: MailParams) =>
  queryOptions({ queryKey: mailKeys.list(p), queryFn: () => fetchMail(p), placeholderData: keepPreviousData });

export const useMail = (p: MailParams) => useQuery(mailQuery(p));
