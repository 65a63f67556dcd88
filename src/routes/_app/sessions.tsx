import { createFileRoute } from '@tanstack/react-router';
import { type DateRange, DATE_RANGES } from '../../features/sessions/components/session-figures';
import type { SessionListParams } from '../../features/sessions/components/session-filters';
import { SessionsScreen } from '../../features/sessions/components/sessions-screen';
import { choiceParam, textParam } from '../../lib/search-params';
import { useSession } from '../../lib/use-session';

type SessionsSearch = SessionListParams & { ended?: string };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const RANGES = Object.keys(DATE_RANGES) as DateRange[];

export const Route = createFileRoute('/_app/sessions')({
  validateSearch: (search: Record<string, unknown>): SessionsSearch => {
    const classLevel = textParam(search.class)?.toUpperCase();
    const school = textParam(search.school);
    const ended = textParam(search.ended);
    return {
      range: choiceParam(search.range, RANGES),
      school: school && UUID.test(school) ? school : undefined,
      class: classLevel && /^(?:[1-9]|1[0-2])[A-Z]?$/.test(classLevel) ? classLevel : undefined,
      ended: ended && UUID.test(ended) ? ended : undefined,
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
