import { Center, Loader } from '@mantine/core';
import { Suspense, lazy } from 'react';
import type { PublicUser } from '#contract/user';
import { NoticeCard } from '#src/components/notice-card';

// Each role loads only its own dashboard's code.
const AdminDashboard = lazy(() => import('./admin/admin-dashboard').then((m) => ({ default: m.AdminDashboard })));
const InstitutionDashboard = lazy(() =>
  import('./institution/institution-dashboard').then((m) => ({ default: m.InstitutionDashboard })),
);
const SchoolManagerDashboard = lazy(() =>
  import('./school/school-manager-dashboard').then((m) => ({ default: m.SchoolManagerDashboard })),
);
const TeacherDashboard = lazy(() =>
  import('./teacher/teacher-dashboard').then((m) => ({ default: m.TeacherDashboard })),
);
const StudentDashboard = lazy(() =>
  import('./student/student-dashboard').then((m) => ({ default: m.StudentDashboard })),
);

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
      return <AdminDashboard />;
    case 'institution_manager':
      return <InstitutionDashboard user={user} />;
    case 'school_manager':
      return <SchoolManagerDashboard user={user} />;
    case 'teacher':
      return <TeacherDashboard user={user} />;
    case 'student':
      return <StudentDashboard user={user} />;
    default:
      return <NoticeCard title="Unknown user role" message="Please contact the administrator" />;
  }
}
