import { createFileRoute } from '@tanstack/react-router';
import { InstitutionsScreen } from '#src/features/institutions/components/institutions-screen';
import { requireRole } from '#src/lib/guards';
import { pageParam, textParam } from '#src/lib/search-params';
import { useSession } from '#src/lib/use-session';

type InstitutionsSearch = { page?: number; search?: string };

export const Route = createFileRoute('/_app/institutions/')({
  beforeLoad: requireRole('admin', 'institution_manager'),
  validateSearch: (search: Record<string, unknown>): InstitutionsSearch => ({
    page: pageParam(search.page),
    search: textParam(search.search),
  }),
  component: InstitutionsRoute,
});

function InstitutionsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const role = useSession()?.user.role;
  return (
    <InstitutionsScreen
      canManage={role === 'admin'}
      params={{ page: search.page ?? 1, search: search.search ?? '' }}
      onParamsChange={(next) =>
        navigate({
          search: (prev: InstitutionsSearch): InstitutionsSearch => {
            const merged = { ...prev, ...next };
            return {
              page: merged.page && merged.page > 1 ? merged.page : undefined,
              search: merged.search || undefined,
            };
          },
          replace: 'search' in next,
        })
      }
    />
  );
}
