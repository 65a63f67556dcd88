import { createFileRoute } from '@tanstack/react-router';
import { EditSessionScreen } from '../../../features/sessions/components/edit-session-screen';
import { useSession } from '../../../lib/use-session';

export const Route = createFileRoute('/_app/edit-session/$id')({
  component: function EditSessionRoute() {
    const { id } = Route.useParams();
    const userId = useSession()?.user._id;
    return userId ? <EditSessionScreen key={id} id={id} userId={userId} /> : null;
  },
});
