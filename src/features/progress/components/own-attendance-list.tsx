import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { OwnAttendance } from '#contract/analytics-people-types';
import { formatDate } from '#src/lib/format';

/**
 * The student's own presence per recent session (issue 17): the latest roll calls of their classes, newest first,
 * each Present or Absent, under their figure (attended of held, with the rate).
 */
export function OwnAttendanceList({ attendance }: { attendance: OwnAttendance }) {
  const { attended, held, rate, recent } = attendance;
  const shown = recent.length;
  const { t } = useLingui();
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="my-attendance">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4" id="my-attendance">
          <Trans>My Attendance</Trans>
        </Title>
        {held > 0 && (
          <Text fw={700} data-testid="own-attendance-figure">
            {t`${attended} of ${plural(held, { one: '# session', other: '# sessions' })} · ${rate}%`}
          </Text>
        )}
      </Group>
      {recent.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="md">
          <Trans>No roll call taken yet</Trans>
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`My recent sessions`}>
          {recent.map((s) => {
            const { class_level: classLevel, starting_slide: from, ending_slide: to } = s;
            return (
              <Group key={s._id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <div>
                  <Text size="sm" fw={600}>
                    {formatDate(s.date)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {from === to
                      ? t`Class ${classLevel} · slide ${from}`
                      : t`Class ${classLevel} · slides ${from}–${to}`}
                  </Text>
                </div>
                <Badge variant="light" color={s.present ? 'green' : 'red'}>
                  {s.present ? t`Present` : t`Absent`}
                </Badge>
              </Group>
            );
          })}
        </Stack>
      )}
      {recent.length > 0 && recent.length < held && (
        <Text size="xs" c="dimmed" mt="sm">
          {t`Showing the latest ${shown} of ${plural(held, { one: '# session', other: '# sessions' })}`}
        </Text>
      )}
    </Card>
  );
}
