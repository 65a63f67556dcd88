import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '#src/features/dashboard/components/dashboard-screen';
import { useSession } from '#src/lib/use-session';

export const Route = createFileRoute('/_app/dashboard')({
  component: function DashboardRoute() {
    const user = useSession()?.user;
    return user ? <DashboardScreen user={user} /> : null;
  },
});
