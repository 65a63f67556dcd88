import { Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import type { PublicUser } from '#contract/user';
import { LinkButton } from '#src/components/link-button';
import { NoticeCard } from '#src/components/notice-card';
import { PageHeader } from '#src/components/page-header';
import { StatCard } from '#src/components/stat-card';
import { plural } from '#src/lib/format';
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
  useErrorToast(query.error, 'Failed to load progress');
  const p = query.data;
  return (
    <Stack>
      <PageHeader
        title="My Progress"
        subtitle="Your class's way through the AI course"
        actions={
          <LinkButton to="/analytics" variant="light" leftSection={<IconChartLine size={18} aria-hidden />}>
            View my analytics
          </LinkButton>
        }
      />
      {!p ? (
        query.isError ? (
          <NoticeCard
            tone="red"
            title="Failed to load progress"
            action={<Button onClick={() => void query.refetch()}>Retry</Button>}
          />
        ) : (
          <Text c="dimmed">Loading…</Text>
        )
      ) : !p.school_id ? (
        <NoticeCard
          title="No data available"
          message="You are not enrolled in a class yet. Please contact your teacher."
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <StatCard label="School" value={p.school_name ?? '—'} compact />
            <StatCard label="Class" value={p.class_level ?? '—'} />
            <StatCard label="Sessions" value={p.total_sessions} hint="Held by your class" />
          </SimpleGrid>
          <Card withBorder padding="md" radius="md" component="section" aria-labelledby="overall-progress">
            <Group justify="space-between" mb="xs">
              <Title order={2} size="h4" id="overall-progress">
                Overall Progress
              </Title>
              <Text fw={700} size="xl">
                {p.progress_percentage}%
              </Text>
            </Group>
            <Progress
              value={p.progress_percentage}
              size="xl"
              aria-label={`Overall progress ${p.progress_percentage}%`}
            />
            <Text size="sm" c="dimmed" mt="xs">
              {p.total_slides > 0
                ? `${p.slides_covered} of ${plural(p.total_slides, 'slide')} covered`
                : 'No data available'}
            </Text>
          </Card>
          <OwnAttendanceList attendance={p.own_attendance} />
          <RecentSessionsList sessions={p.recent_sessions} />
        </>
      )}
    </Stack>
  );
}
