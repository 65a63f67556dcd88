import { createFileRoute } from '@tanstack/react-router';
import { type AnalyticsSearch, readAnalyticsSearch } from '../../features/analytics/components/analytics-search';
import { AnalyticsScreen } from '../../features/analytics/components/analytics-screen';
import { useSession } from '../../lib/use-session';

export const Route = createFileRoute('/_app/analytics')({
  validateSearch: (search: Record<string, unknown>): AnalyticsSearch => readAnalyticsSearch(search),
  component: function AnalyticsRoute() {
    const user = useSession()?.user;
    const search = Route.useSearch();
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
