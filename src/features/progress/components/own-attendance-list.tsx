import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { OwnAttendance } from '#contract/analytics-people-types';
import { formatDate, plural } from '#src/lib/format';

/**
 * The student's own presence per recent session (issue 17): the latest roll calls of their classes, newest first,
 * each Present or Absent, under their figure (attended of held, with the rate).
 */
export function OwnAttendanceList({ attendance }: { attendance: OwnAttendance }) {
  const { attended, held, rate, recent } = attendance;
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="my-attendance">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4" id="my-attendance">
          My Attendance
        </Title>
        {held > 0 && (
          <Text fw={700} data-testid="own-attendance-figure">
            {attended} of {plural(held, 'session')} · {rate}%
          </Text>
        )}
      </Group>
      {recent.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="md">
          No roll call taken yet
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="My recent sessions">
          {recent.map((s) => (
            <Group key={s._id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <div>
                <Text size="sm" fw={600}>
                  {formatDate(s.date)}
                </Text>
                <Text size="xs" c="dimmed">
                  Class {s.class_level} ·{' '}
                  {s.starting_slide === s.ending_slide
                    ? `slide ${s.starting_slide}`
                    : `slides ${s.starting_slide}–${s.ending_slide}`}
                </Text>
              </div>
              <Badge variant="light" color={s.present ? 'green' : 'red'}>
                {s.present ? 'Present' : 'Absent'}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
