import { createFileRoute } from '@tanstack/react-router';
import { ROLES, USER_STATUSES } from '#contract/roles';
import { UsersScreen } from '#src/features/people/components/users-screen';
import { requireRole } from '#src/lib/guards';
import type { Role, UserStatus } from '#contract/roles';
import { choiceParam, pageParam, textParam } from '#src/lib/search-params';

type UsersSearch = { page?: number; search?: string; role?: Role; status?: UserStatus };

/** /users?search=&role=&status=&page= — the filters live in the URL (the admin dashboard links to them). */
export const Route = createFileRoute('/_app/users/')({
  beforeLoad: requireRole('admin'),
  validateSearch: (search: Record<string, unknown>): UsersSearch => ({
    page: pageParam(search.page),
    search: textParam(search.search),
    role: choiceParam(search.role, ROLES),
    status: choiceParam(search.status, USER_STATUSES),
  }),
  component: UsersRoute,
});

function UsersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <UsersScreen
      params={{
        page: search.page ?? 1,
        search: search.search ?? '',
        role: search.role ?? '',
        status: search.status ?? '',
      }}
      onParamsChange={(next) =>
        navigate({
          search: (prev: UsersSearch): UsersSearch => {
            const merged = { ...prev, ...next };
            return {
              page: merged.page && merged.page > 1 ? merged.page : undefined,
              search: merged.search || undefined,
              role: merged.role || undefined,
              status: merged.status || undefined,
            };
          },
          replace: 'search' in next,
        })
      }
    />
  );
}
