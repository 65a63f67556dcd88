import { createFileRoute } from '@tanstack/react-router';
import { ProgressScreen } from '#src/features/progress/components/progress-screen';
import { useSession } from '#src/lib/use-session';

export const Route = createFileRoute('/_app/_student/progress')({
  component: function ProgressRoute() {
    const user = useSession()?.user;
    return user ? <ProgressScreen user={user} /> : null;
  },
});
