import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import type { Role } from '#contract/roles';
import { SchoolsScreen } from '#src/features/schools/components/schools-screen';
import { requireRole } from '#src/lib/guards';
import { pageParam, textParam, uuidParam } from '#src/lib/search-params';
import { useSession } from '#src/lib/use-session';

type SchoolsSearch = { page?: number; search?: string; institution?: string };

const SUBTITLES: Partial<Record<Role, MessageDescriptor>> = {
  admin: msg`Manage schools, their classes, slides and managers`,
  institution_manager: msg`The schools of your institution`,
  school_manager: msg`The schools you manage`,
  teacher: msg`The schools you teach at`,
};

export const Route = createFileRoute('/_app/schools/')({
  beforeLoad: requireRole('admin', 'institution_manager', 'school_manager', 'teacher'),
  validateSearch: (search: Record<string, unknown>): SchoolsSearch => ({
    page: pageParam(search.page),
    search: textParam(search.search),
    institution: uuidParam(search.institution),
  }),
  component: SchoolsRoute,
});

function SchoolsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const role = useSession()?.user.role;
  const admin = role === 'admin';
  const { i18n } = useLingui();
  const subtitle = role && SUBTITLES[role];
  return (
    <SchoolsScreen
      canManage={admin}
      subtitle={subtitle ? i18n._(subtitle) : ''}
      // Only admins filter by institution; the filter is hidden (and ignored) for everyone else.
      params={{
        page: search.page ?? 1,
        search: search.search ?? '',
        institution: admin ? (search.institution ?? '') : '',
      }}
      onParamsChange={(next) =>
        navigate({
          search: (prev: SchoolsSearch): SchoolsSearch => {
            const merged = { ...prev, ...next };
            return {
              page: merged.page && merged.page > 1 ? merged.page : undefined,
              search: merged.search || undefined,
              institution: merged.institution || undefined,
            };
          },
          replace: 'search' in next,
        })
      }
    />
  );
}
