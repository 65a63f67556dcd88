import { formatTime } from '#src/lib/format';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Grid, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { ADMIN_DASHBOARD_REFETCH_MS, ANALYTICS_MESSAGES, RECENT_ACTIVITY_SHOWN } from '#contract/analytics';
import { NoticeCard } from '#src/components/notice-card';
import { contractText } from '#src/i18n/contract-text';
import { PageHeader } from '#src/components/page-header';
import { apiErrorOf } from '#src/lib/api-client';
import { notify } from '#src/lib/notify';
import { useErrorToast } from '#src/lib/use-error-toast';
import { adminDashboardQuery, useAdminDashboard } from '#src/features/dashboard/api/admin-dashboard';
import { prefetchForFirstScreen } from '#src/lib/query-client';
import { DashboardLoading } from '../dashboard-loading';
import { AdminQuickActions } from './admin-quick-actions';
import { AdminStatCards } from './admin-stat-cards';
import { PendingApprovals } from './pending-approvals';
import { SystemActivity } from './system-activity';
import { SystemHealthPanel } from './system-health-panel';

/** Asks for what the dashboard's first screen shows, before it renders (preload-dashboard.ts). */
export function prefetchAdminDashboard() {
  prefetchForFirstScreen(adminDashboardQuery);
}

/** The admin dashboard (spec 01 §2.5): system totals, activity, health, pending approvals, quick actions. */
export function AdminDashboard() {
  const { t } = useLingui();
  const query = useAdminDashboard();
  const tooMany = apiErrorOf(query.error)?.status === 429;
  const failure = tooMany ? contractText(ANALYTICS_MESSAGES.tooManyRequests) : t`Failed to load dashboard data`;
  useErrorToast(query.error, failure);
  const data = query.data;

  // Spec 01 §4: a refresh goes to the server only when the figures are more than 30 s old.
  const refresh = () => {
    const age = Date.now() - query.dataUpdatedAt;
    if (query.isError || age > ADMIN_DASHBOARD_REFETCH_MS) void query.refetch();
    else {
      const seconds = Math.max(1, Math.round(age / 1000));
      notify.info(t`Already up to date: refreshed ${plural(seconds, { one: '# second', other: '# seconds' })} ago`);
    }
  };
  const updated = query.dataUpdatedAt > 0 ? formatTime(new Date(query.dataUpdatedAt).toISOString()) : '';

  return (
    <Stack>
      <PageHeader
        title={t`Admin Dashboard`}
        subtitle={t`System-wide overview and management`}
        actions={
          <Group gap="xs">
            {query.dataUpdatedAt > 0 && (
              <Text size="xs" c="dimmed">
                <Trans>Updated {updated}</Trans>
              </Text>
            )}
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              onClick={refresh}
              loading={query.isFetching}
            >
              <Trans>Refresh</Trans>
            </Button>
          </Group>
        }
      />
      {!data ? (
        query.isError ? (
          <NoticeCard
            tone="red"
            title={failure}
            action={
              <Button onClick={refresh}>
                <Trans>Retry</Trans>
              </Button>
            }
          />
        ) : (
          <DashboardLoading cards={8} />
        )
      ) : (
        <>
          <PendingApprovals count={data.overview.pending_approvals} />
          <AdminStatCards overview={data.overview} health={data.system_health} />
          <Grid>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <SystemActivity entries={data.time_series.slice(0, RECENT_ACTIVITY_SHOWN)} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <AdminQuickActions />
            </Grid.Col>
          </Grid>
          <SystemHealthPanel health={data.system_health} />
        </>
      )}
    </Stack>
  );
}
