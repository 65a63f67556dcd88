import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { USER_STATUSES, type Role, type UserStatus } from '#contract/roles';
import { isGradeOrClassLevel } from '#contract/class-level';
import { isUuid } from '#contract/list-query';
import { StudentsScreen } from '#src/features/people/components/students-screen';
import { requireRole } from '#src/lib/guards';
import { choiceParam, pageParam, textParam } from '#src/lib/search-params';
import { missingAssignment } from '#src/lib/assignment';
import { useSession } from '#src/lib/use-session';

type StudentsSearch = { page?: number; search?: string; class?: string; school?: string; status?: UserStatus };

const SUBTITLES: Partial<Record<Role, MessageDescriptor>> = {
  admin: msg`Every student in the system`,
  institution_manager: msg`The students of your institution`,
  school_manager: msg`The students of your schools`,
  teacher: msg`The students of the classes you teach`,
};

export const Route = createFileRoute('/_app/students/')({
  beforeLoad: requireRole('admin', 'institution_manager', 'school_manager', 'teacher'),
  validateSearch: (search: Record<string, unknown>): StudentsSearch => {
    const classLevel = textParam(search.class)?.toUpperCase();
    return {
      page: pageParam(search.page),
      search: textParam(search.search),
      class: classLevel && isGradeOrClassLevel(classLevel) ? classLevel : undefined,
      // The school of the class, for a reader of a few schools (students-filters.tsx); without a class it means nothing.
      school: classLevel && isUuid(textParam(search.school) ?? '') ? textParam(search.school) : undefined,
      status: choiceParam(search.status, USER_STATUSES),
    };
  },
  component: StudentsRoute,
});

function StudentsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const user = useSession()?.user;
  const role = user?.role;
  const { i18n } = useLingui();
  const subtitle = role && SUBTITLES[role];
  return (
    <StudentsScreen
      schoolMissing={role === 'school_manager' && missingAssignment(user)}
      subtitle={subtitle ? i18n._(subtitle) : ''}
      canEdit={role === 'admin'}
      params={{
        page: search.page ?? 1,
        search: search.search ?? '',
        classLevel: search.class ?? '',
        schoolId: search.school ?? '',
        status: search.status ?? '',
      }}
      onParamsChange={(next) =>
        navigate({
          search: (prev: StudentsSearch): StudentsSearch => {
            const merged = {
              page: next.page ?? prev.page,
              search: next.search ?? prev.search,
              class: next.classLevel ?? prev.class,
              school: next.schoolId ?? prev.school,
              status: next.status ?? prev.status,
            };
            return {
              page: merged.page && merged.page > 1 ? merged.page : undefined,
              search: merged.search || undefined,
              class: merged.class || undefined,
              school: (merged.class && merged.school) || undefined,
              status: merged.status || undefined,
            };
          },
          replace: 'search' in next,
        })
      }
    />
  );
}
