import { createFileRoute } from '@tanstack/react-router';
import { MailboxScreen } from '#src/features/mailbox/components/mailbox-screen';
import { pageParam, textParam } from '#src/lib/search-params';

type MailboxSearch = { page?: number; to?: string };

/** Admin: the embedded development mailbox (e-mails kept while no SMTP_URL is set). */
export const Route = createFileRoute('/_app/_admin/mailbox')({
  validateSearch: (search: Record<string, unknown>): MailboxSearch => ({
    page: pageParam(search.page),
    to: textParam(search.to)?.toLowerCase(),
  }),
  component: MailboxRoute,
});

function MailboxRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MailboxScreen
      params={{ page: search.page ?? 1, to: search.to ?? '' }}
      onParamsChange={(next) =>
        navigate({
          search: (prev: MailboxSearch): MailboxSearch => {
            const page = next.page ?? prev.page;
            const to = next.to ?? prev.to;
            return { page: page && page > 1 ? page : undefined, to: to || undefined };
          },
          replace: 'to' in next,
        })
      }
    />
  );
}
