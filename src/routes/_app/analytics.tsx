import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { readAnalyticsSearch } from '#src/features/analytics/components/analytics-search';
import { AnalyticsScreen } from '#src/features/analytics/components/analytics-screen';
import { useSession } from '#src/lib/use-session';

/** The URL's analytics params as they come; the component reads them into an AnalyticsSearch. */
type RawAnalyticsSearch = { range?: unknown; from?: unknown; to?: unknown; period?: unknown };

export const Route = createFileRoute('/_app/analytics')({
  // Only picked here: the reader (and the analytics contract it needs) loads with the screen, not with the app,
  // as everything validateSearch imports would (decision 010).
  validateSearch: ({ range, from, to, period }: Record<string, unknown>): RawAnalyticsSearch => ({
    range,
    from,
    to,
    period,
  }),
  component: function AnalyticsRoute() {
    const user = useSession()?.user;
    const raw = Route.useSearch();
    const search = useMemo(() => readAnalyticsSearch(raw), [raw]);
    const navigate = Route.useNavigate();
    if (!user) return null;
    return (
      <AnalyticsScreen
        user={user}
        search={search}
        onSearchChange={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
