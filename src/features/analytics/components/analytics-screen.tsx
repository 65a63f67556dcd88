import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import type { PublicUser } from '#contract/user';
import { analyticsViewOf, roleAnalytics } from '../preload-analytics';
import type { AnalyticsSearch } from './analytics-search';

type Props = { user: PublicUser; search: AnalyticsSearch; onSearchChange: (next: AnalyticsSearch) => void };

/** /analytics by role (spec 01 §6, spec 03 Analytics). */
export function AnalyticsScreen({ user, search, onSearchChange }: Props) {
  const { t } = useLingui();
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader role="status" aria-label={t`Loading analytics`} />
        </Center>
      }
    >
      <RoleAnalytics user={user} search={search} onSearchChange={onSearchChange} />
    </Suspense>
  );
}

function RoleAnalytics({ user, search, onSearchChange }: Props) {
  const view = analyticsViewOf(user);
  // The spec's student sidebar has no Analytics entry: the dashboard and My Progress link here.
  if (view === 'student') return <roleAnalytics.student.Component user={user} />;
  const View = roleAnalytics[view].Component;
  return <View user={user} search={search} onSearchChange={onSearchChange} />;
}
