import { Center, Loader, Stack } from '@mantine/core';
import { Suspense, lazy } from 'react';
import type { PublicUser } from '../../../../contract/user';
import { LinkButton } from '../../../components/link-button';
import { NoticeCard } from '../../../components/notice-card';
import { PageHeader } from '../../../components/page-header';
import type { AnalyticsSearch } from './analytics-search';

const GeneralAnalyticsView = lazy(() =>
  import('./general/general-analytics').then((m) => ({ default: m.GeneralAnalyticsView })),
);
const TeachingAnalytics = lazy(() =>
  import('./teacher/teaching-analytics').then((m) => ({ default: m.TeachingAnalytics })),
);

type Props = { user: PublicUser; search: AnalyticsSearch; onSearchChange: (next: AnalyticsSearch) => void };

/** /analytics by role (spec 01 §6, spec 03 Analytics). */
export function AnalyticsScreen({ user, search, onSearchChange }: Props) {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader role="status" aria-label="Loading analytics" />
        </Center>
      }
    >
      <RoleAnalytics user={user} search={search} onSearchChange={onSearchChange} />
    </Suspense>
  );
}

function RoleAnalytics({ user, search, onSearchChange }: Props) {
  switch (user.role) {
    case 'admin':
    case 'institution_manager':
    case 'school_manager':
      return <GeneralAnalyticsView user={user} search={search} onSearchChange={onSearchChange} />;
    case 'teacher':
      return <TeachingAnalytics user={user} search={search} onSearchChange={onSearchChange} />;
    case 'student':
      // Spec: 'Analytics not available'. A student's own figures live in their assessment analytics.
      return (
        <Stack>
          <PageHeader title="Analytics" />
          <NoticeCard
            title="Analytics not available"
            message="Your results are in your assessment analytics, and your class's progress in My Progress."
            action={
              <Stack gap="xs" align="center">
                <LinkButton to="/student/assessment-analytics">Open Assessment Analytics</LinkButton>
                <LinkButton to="/progress" variant="subtle">
                  My Progress
                </LinkButton>
              </Stack>
            }
          />
        </Stack>
      );
    default:
      return <NoticeCard title="Unknown user role" message="Please contact the administrator" />;
  }
}
