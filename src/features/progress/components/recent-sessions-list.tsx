import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { StudentProgress } from '#contract/analytics-people-types';
import { formatDate, plural } from '#src/lib/format';

/** The class's latest sessions: date, slides covered and the attendance percentage when it was recorded. */
export function RecentSessionsList({ sessions }: { sessions: StudentProgress['recent_sessions'] }) {
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="recent-sessions">
      <Title order={2} size="h4" id="recent-sessions" mb="sm">
        Recent Sessions
      </Title>
      {sessions.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="md">
          No recent sessions
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {sessions.map((s) => (
            <Group key={s._id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <div>
                <Text size="sm" fw={600}>
                  {formatDate(s.date)}
                </Text>
                <Text size="xs" c="dimmed">
                  {plural(s.slides_covered, 'slide')} covered (slides {s.starting_slide}–{s.ending_slide})
                </Text>
              </div>
              {typeof s.attendance_percentage === 'number' && (
                <Badge variant="light">{s.attendance_percentage}% attended</Badge>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
