import { createFileRoute } from '@tanstack/react-router';
import { EditUserScreen } from '#src/features/people/components/edit-user-screen';
import { requireRole } from '#src/lib/guards';

export const Route = createFileRoute('/_app/users/$id/edit')({
  beforeLoad: requireRole('admin'),
  component: function EditUserRoute() {
    const { id } = Route.useParams();
    return <EditUserScreen id={id} />;
  },
});
