import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import type { PublicUser } from '#contract/user';
import { NoticeCard } from '#src/components/notice-card';
import { roleDashboards } from '../preload-dashboard';

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
  switch (user.role) {
    case 'admin':
      return <roleDashboards.admin.Component />;
    case 'institution_manager':
      return <roleDashboards.institution_manager.Component user={user} />;
    case 'school_manager':
      return <roleDashboards.school_manager.Component user={user} />;
    case 'teacher':
      return <roleDashboards.teacher.Component user={user} />;
    case 'student':
      return <roleDashboards.student.Component user={user} />;
    default:
      return <NoticeCard title="Unknown user role" message="Please contact the administrator" />;
  }
}
