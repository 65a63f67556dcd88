import { createFileRoute } from '@tanstack/react-router';
import { EditInstitutionScreen } from '#src/features/institutions/components/edit-institution-screen';
import { requireRole } from '#src/lib/guards';

export const Route = createFileRoute('/_app/institutions/$id/edit')({
  beforeLoad: requireRole('admin'),
  component: function EditInstitutionRoute() {
    const { id } = Route.useParams();
    return <EditInstitutionScreen id={id} />;
  },
});
