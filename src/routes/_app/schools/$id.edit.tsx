import { createFileRoute } from '@tanstack/react-router';
import { EditSchoolScreen } from '../../../features/schools/components/edit-school-screen';
import { requireRole } from '../../../lib/guards';

export const Route = createFileRoute('/_app/schools/$id/edit')({
  beforeLoad: requireRole('admin'),
  component: function EditSchoolRoute() {
    const { id } = Route.useParams();
    return <EditSchoolScreen id={id} />;
  },
});
