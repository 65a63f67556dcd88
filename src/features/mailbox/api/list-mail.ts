import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { mailbox } from '#contract/system-endpoints';
import { call } from '#src/lib/api-call';
import { mailKeys } from '#src/lib/queries/mailbox';

export type MailParams = { page: number; to: string };

export const MAIL_PAGE_SIZE = 20;

/** GET /mailbox?to=…: newest first, optionally for one recipient (admin). */
export const fetchMail = (p: MailParams) =>
  call(mailbox.list, { query: { page: p.page, limit: MAIL_PAGE_SIZE, to: p.to } });

export const mailQuery = (p: MailParams) =>
  queryOptions({ queryKey: mailKeys.list(p), queryFn: () => fetchMail(p), placeholderData: keepPreviousData });

export const useMail = (p: MailParams) => useQuery(mailQuery(p));
