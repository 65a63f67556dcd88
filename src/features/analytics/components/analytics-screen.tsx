import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import type { PublicUser } from '#contract/user';
import { NoticeCard } from '#src/components/notice-card';
import { roleAnalytics } from '../preload-analytics';
import type { AnalyticsSearch } from './analytics-search';

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
      return <roleAnalytics.general.Component user={user} search={search} onSearchChange={onSearchChange} />;
    case 'teacher':
      return <roleAnalytics.teacher.Component user={user} search={search} onSearchChange={onSearchChange} />;
    case 'student':
      // The spec's student sidebar has no Analytics entry: the dashboard and My Progress link here.
      return <roleAnalytics.student.Component user={user} />;
    default:
      return <NoticeCard title="Unknown user role" message="Please contact the administrator" />;
  }
}
