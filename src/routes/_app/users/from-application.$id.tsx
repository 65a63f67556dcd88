import { createFileRoute } from '@tanstack/react-router';
import { ApplicationAccountScreen } from '#src/features/people/components/application-account-screen';
import { requireRole } from '#src/lib/guards';

/** Admin: a pending teacher account from a verified teacher application (issue 16). */
export const Route = createFileRoute('/_app/users/from-application/$id')({
  beforeLoad: requireRole('admin'),
  component: function ApplicationAccountRoute() {
    return <ApplicationAccountScreen id={Route.useParams().id} />;
  },
});
