import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import type { PublicUser } from '#contract/user';
import { LinkButton } from '#src/components/link-button';
import { NoticeCard } from '#src/components/notice-card';
import { PageHeader } from '#src/components/page-header';
import { StatCard } from '#src/components/stat-card';
import { useErrorToast } from '#src/lib/use-error-toast';
import { useStudentProgress } from '../api/student-progress';
import { OwnAttendanceList } from './own-attendance-list';
import { RecentSessionsList } from './recent-sessions-list';

/**
 * My Progress (spec 03): school, class, sessions, overall progress, the student's own attendance per recent session
 * (issue 17) and the class's recent sessions.
 */
export function ProgressScreen({ user }: { user: PublicUser }) {
  const query = useStudentProgress(user._id);
  const { t } = useLingui();
  useErrorToast(query.error, t`Failed to load progress`);
  const p = query.data;
  const percent = p?.progress_percentage ?? 0;
  const covered = p?.slides_covered ?? 0;
  const total = p?.total_slides ?? 0;
  return (
    <Stack>
      <PageHeader
        title={t`My Progress`}
        subtitle={t`Your class's way through the AI course`}
        actions={
          <LinkButton to="/analytics" variant="light" leftSection={<IconChartLine size={18} aria-hidden />}>
            <Trans>View my analytics</Trans>
          </LinkButton>
        }
      />
      {!p ? (
        query.isError ? (
          <NoticeCard
            tone="red"
            title={t`Failed to load progress`}
            action={
              <Button onClick={() => void query.refetch()}>
                <Trans>Retry</Trans>
              </Button>
            }
          />
        ) : (
          <Text c="dimmed">
            <Trans>Loading…</Trans>
          </Text>
        )
      ) : !p.school_id ? (
        <NoticeCard
          title={t`No data available`}
          message={t`You are not enrolled in a class yet. Please contact your teacher.`}
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <StatCard label={t`School`} value={p.school_name ?? '—'} compact />
            <StatCard label={t`Class`} value={p.class_level ?? '—'} />
            <StatCard label={t`Sessions`} value={p.total_sessions} hint={t`Held by your class`} />
          </SimpleGrid>
          <Card withBorder padding="md" radius="md" component="section" aria-labelledby="overall-progress">
            <Group justify="space-between" mb="xs">
              <Title order={2} size="h4" id="overall-progress">
                <Trans>Overall Progress</Trans>
              </Title>
              <Text fw={700} size="xl">
                {p.progress_percentage}%
              </Text>
            </Group>
            <Progress value={p.progress_percentage} size="xl" aria-label={t`Overall progress ${percent}%`} />
            <Text size="sm" c="dimmed" mt="xs">
              {total > 0
                ? t`${covered} of ${plural(total, { one: '# slide', other: '# slides' })} covered`
                : t`No data available`}
            </Text>
          </Card>
          <OwnAttendanceList attendance={p.own_attendance} />
          <RecentSessionsList sessions={p.recent_sessions} />
        </>
      )}
    </Stack>
  );
}
