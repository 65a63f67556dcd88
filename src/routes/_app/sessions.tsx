import { createFileRoute } from '@tanstack/react-router';
import { isGradeOrClassLevel } from '#contract/class-level';
import type { DateRange } from '#src/features/sessions/components/session-figures';
import type { SessionListParams } from '#src/features/sessions/components/session-filters';
import { SessionsScreen } from '#src/features/sessions/components/sessions-screen';
import { choiceParam, pageParam, textParam, uuidParam } from '#src/lib/search-params';
import { requireRole } from '#src/lib/guards';
import { useSession } from '#src/lib/use-session';

type SessionsSearch = SessionListParams & { ended?: string };
// Listed here rather than read from DATE_RANGES: what validateSearch imports loads with the app, and that module
// brings the sessions contract with it (decision 010). The Record type makes the compiler check the list.
const RANGE_KEYS: Record<DateRange, true> = { today: true, week: true, month: true };
const RANGES = Object.keys(RANGE_KEYS) as DateRange[];

export const Route = createFileRoute('/_app/sessions')({
  staticData: { deviceDb: true },
  // Every role that reads class sessions; a student's calls would only be refused (403).
  beforeLoad: requireRole('admin', 'institution_manager', 'school_manager', 'teacher'),
  validateSearch: (search: Record<string, unknown>): SessionsSearch => {
    const classLevel = textParam(search.class)?.toUpperCase();
    return {
      range: choiceParam(search.range, RANGES),
      school: uuidParam(search.school),
      class: classLevel && isGradeOrClassLevel(classLevel) ? classLevel : undefined,
      teacher: uuidParam(search.teacher),
      page: pageParam(search.page),
      ended: uuidParam(search.ended),
    };
  },
  component: function SessionsRoute() {
    const user = useSession()?.user;
    const { ended, ...params } = Route.useSearch();
    const navigate = Route.useNavigate();
    if (!user) return null;
    return (
      <SessionsScreen
        user={user}
        params={params}
        ended={ended}
        onParamsChange={(next) => void navigate({ search: { ...next, ended }, replace: true })}
      />
    );
  },
});
