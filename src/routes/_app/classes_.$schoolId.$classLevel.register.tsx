import { createFileRoute } from '@tanstack/react-router';
import { RegisterScreen } from '#src/features/classes/components/register-screen';
import { requireRole } from '#src/lib/guards';

type RegisterSearch = { month?: string };
// The month's shape is checked here rather than with the contract's schema: what validateSearch imports loads with
// the app (decision 010). The server checks the years.
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const thisMonth = () => new Date().toISOString().slice(0, 7);

/** /classes/{school}/{class}/register?month=YYYY-MM: a class's register, for those who teach or run it (issue 17). */
export const Route = createFileRoute('/_app/classes_/$schoolId/$classLevel/register')({
  beforeLoad: requireRole('admin', 'institution_manager', 'school_manager', 'teacher'),
  validateSearch: (search: Record<string, unknown>): RegisterSearch => ({
    month: typeof search.month === 'string' && MONTH.test(search.month) ? search.month : undefined,
  }),
  component: function ClassRegisterRoute() {
    const { schoolId, classLevel } = Route.useParams();
    const { month } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <RegisterScreen
        key={`${schoolId}/${classLevel}`}
        schoolId={schoolId}
        classLevel={classLevel.toUpperCase()}
        month={month ?? thisMonth()}
        onMonthChange={(next) => void navigate({ search: { month: next }, replace: true })}
      />
    );
  },
});
