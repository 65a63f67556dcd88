import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import type { PublicUser } from '#contract/user';
import { NoticeCard } from '#src/components/notice-card';
import { dashboardOf } from '../preload-dashboard';

/** /dashboard: the dashboard of the signed-in user's role (spec 01 §2.5). */
export function DashboardScreen({ user }: { user: PublicUser }) {
  const { t } = useLingui();
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader role="status" aria-label={t`Loading dashboard`} />
        </Center>
      }
    >
      <RoleDashboard user={user} />
    </Suspense>
  );
}

function RoleDashboard({ user }: { user: PublicUser }) {
  const { t } = useLingui();
  const Dashboard = dashboardOf(user.role);
  return Dashboard ? (
    <Dashboard user={user} />
  ) : (
    <NoticeCard title={t`Unknown user role`} message={t`Please contact the administrator`} />
  );
}
