import { createFileRoute } from '@tanstack/react-router';
import { EditSchoolScreen } from '#src/features/schools/components/edit-school-screen';
import { requireRole } from '#src/lib/guards';

export const Route = createFileRoute('/_app/schools/$id/edit')({
  beforeLoad: requireRole('admin'),
  component: function EditSchoolRoute() {
    const { id } = Route.useParams();
    return <EditSchoolScreen id={id} />;
  },
});
