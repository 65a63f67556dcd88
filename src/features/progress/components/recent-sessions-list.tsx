import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { StudentProgress } from '#contract/analytics-people-types';
import { formatDate } from '#src/lib/format';

/** The class's latest sessions: date, slides covered and the attendance percentage when it was recorded. */
export function RecentSessionsList({ sessions }: { sessions: StudentProgress['recent_sessions'] }) {
  const { t } = useLingui();
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="recent-sessions">
      <Title order={2} size="h4" id="recent-sessions" mb="sm">
        <Trans>Recent Sessions</Trans>
      </Title>
      {sessions.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="md">
          <Trans>No recent sessions</Trans>
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {sessions.map((s) => {
            const { slides_covered: covered, starting_slide: from, ending_slide: to } = s;
            const attended = s.attendance_percentage;
            return (
              <Group key={s._id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <div>
                  <Text size="sm" fw={600}>
                    {formatDate(s.date)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t`${plural(covered, { one: '# slide', other: '# slides' })} covered (slides ${from}–${to})`}
                  </Text>
                </div>
                {typeof attended === 'number' && <Badge variant="light">{t`${attended}% attended`}</Badge>}
              </Group>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
