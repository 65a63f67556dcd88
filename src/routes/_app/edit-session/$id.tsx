import { createFileRoute } from '@tanstack/react-router';
import { EditSessionScreen } from '#src/features/sessions/components/edit-session-screen';
import { requireRole } from '#src/lib/guards';
import { useSession } from '#src/lib/use-session';

export const Route = createFileRoute('/_app/edit-session/$id')({
  staticData: { deviceDb: true },
  // Every role that reads class sessions; a student's calls would only be refused (403).
  beforeLoad: requireRole('admin', 'institution_manager', 'school_manager', 'teacher'),
  component: function EditSessionRoute() {
    const { id } = Route.useParams();
    const userId = useSession()?.user._id;
    return userId ? <EditSessionScreen key={id} id={id} userId={userId} /> : null;
  },
});
