import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import type { Role } from '#contract/roles';
import { TeachersScreen } from '#src/features/people/components/teachers-screen';
import { requireRole } from '#src/lib/guards';
import { pageParam, textParam } from '#src/lib/search-params';
import { missingAssignment } from '#src/lib/assignment';
import { useSession } from '#src/lib/use-session';

type TeachersSearch = { page?: number; search?: string };

const SUBTITLES: Partial<Record<Role, MessageDescriptor>> = {
  admin: msg`Every teacher and the classes they teach`,
  institution_manager: msg`The teachers of your institution`,
  school_manager: msg`The teachers of your schools`,
};

export const Route = createFileRoute('/_app/teachers')({
  beforeLoad: requireRole('admin', 'institution_manager', 'school_manager'),
  validateSearch: (search: Record<string, unknown>): TeachersSearch => ({
    page: pageParam(search.page),
    search: textParam(search.search),
  }),
  component: TeachersRoute,
});

function TeachersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const user = useSession()?.user;
  const role = user?.role;
  const { i18n } = useLingui();
  const subtitle = role && SUBTITLES[role];
  return (
    <TeachersScreen
      schoolMissing={role === 'school_manager' && missingAssignment(user)}
      subtitle={subtitle ? i18n._(subtitle) : ''}
      viaManagers={role === 'school_manager'}
      canEdit={role === 'admin'}
      params={{ page: search.page ?? 1, search: search.search ?? '' }}
      onParamsChange={(next) =>
        navigate({
          search: (prev: TeachersSearch): TeachersSearch => {
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
