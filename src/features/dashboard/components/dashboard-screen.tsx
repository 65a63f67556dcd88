import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import type { PublicUser } from '#contract/user';
import { NoticeCard } from '#src/components/notice-card';
import { dashboardOf } from '../preload-dashboard';

/** /dashboard: the dashboard of the signed-in user's role (spec 01 §2.5). */
export function DashboardScreen({ user }: { user: PublicUser }) {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader role="status" aria-label="Loading dashboard" />
        </Center>
      }
    >
      <RoleDashboard user={user} />
    </Suspense>
  );
}

function RoleDashboard({ user }: { user: PublicUser }) {
  const Dashboard = dashboardOf(user.role);
  return Dashboard ? (
    <Dashboard user={user} />
  ) : (
    <NoticeCard title="Unknown user role" message="Please contact the administrator" />
  );
}
