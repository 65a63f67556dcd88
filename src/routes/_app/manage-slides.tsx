import { createFileRoute } from '@tanstack/react-router';
import { isGradeOrClassLevel } from '#contract/class-level';
import { ManageSlidesScreen } from '#src/features/slides/components/manage-slides-screen';
import { textParam } from '#src/lib/search-params';
import { requireRole } from '#src/lib/guards';
import { useSession } from '#src/lib/use-session';

type ManageSlidesSearch = { class?: string; school?: string };

export const Route = createFileRoute('/_app/manage-slides')({
  // Every role that reads class sessions; a student's calls would only be refused (403).
  beforeLoad: requireRole('admin', 'institution_manager', 'school_manager', 'teacher'),
  validateSearch: (search: Record<string, unknown>): ManageSlidesSearch => {
    const classLevel = textParam(search.class)?.toUpperCase();
    const school = textParam(search.school);
    return {
      class: classLevel && isGradeOrClassLevel(classLevel) ? classLevel : undefined,
      school: school && /^[0-9a-f-]{36}$/i.test(school) ? school : undefined,
    };
  },
  component: function ManageSlidesRoute() {
    const user = useSession()?.user;
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    if (!user) return null;
    return (
      <ManageSlidesScreen
        user={user}
        school={search.school}
        classLevel={search.class}
        onSchoolChange={(school) => void navigate({ search: { school }, replace: true })}
      />
    );
  },
});
