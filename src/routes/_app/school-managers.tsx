import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SchoolManagersScreen } from '#src/features/people/components/school-managers-screen';
import { requireRole } from '#src/lib/guards';
import { useSession } from '#src/lib/use-session';

export const Route = createFileRoute('/_app/school-managers')({
  beforeLoad: requireRole('admin', 'institution_manager', 'school_manager'),
  component: function SchoolManagersRoute() {
    const role = useSession()?.user.role;
    const { t } = useLingui();
    const subtitle =
      role === 'school_manager'
        ? t`View school managers in your institution`
        : role === 'institution_manager'
          ? t`The school managers of your institution`
          : t`Every school manager and the schools they manage`;
    return <SchoolManagersScreen subtitle={subtitle} canEdit={role === 'admin'} />;
  },
});
