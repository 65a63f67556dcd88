import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Center, CloseButton, Group, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { CLASS_RECENT_SESSIONS } from '#contract/classes';
import { StatusBadge } from '#src/components/status-badge';
import { formatDate } from '#src/lib/format';
import { useErrorToast } from '#src/lib/use-error-toast';
import { type ClassKey, useClassDetail } from '../api/class-detail';
import { DataLoader } from '#src/components/network/not-on-device';

/** The detail panel: the class's students and up to 10 recent sessions (slide range, attended/total, date). */
export function ClassDetailPanel({ selected, onClose }: { selected: ClassKey | null; onClose: () => void }) {
  const query = useClassDetail(selected);
  const { t } = useLingui();
  const classLevel = selected?.classLevel ?? '';
  useErrorToast(query.error, t`Failed to load details for Class ${classLevel}`);
  if (!selected) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Text c="dimmed" ta="center">
          <Trans>Select a class to view details</Trans>
        </Text>
      </Paper>
    );
  }
  const detail = query.data;
  const studentCount = detail?.class.student_count ?? 0;
  const shown = detail?.students?.data.length ?? 0;
  const total = detail?.students?.total ?? 0;
  return (
    <Paper withBorder p="md" radius="md" aria-label={t`Class ${classLevel} details`} role="region">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="sm">
        <div>
          <Title order={2} size="h4">
            <Trans>Class {classLevel}</Trans>
          </Title>
          {detail && (
            <Text size="sm" c="dimmed">
              {detail.class.school_name}
            </Text>
          )}
        </div>
        <CloseButton aria-label={t`Close details`} onClick={onClose} />
      </Group>
      {!detail ? (
        <Center py="lg">
          {query.isError ? (
            <Text c="red">
              <Trans>Could not load this class.</Trans>
            </Text>
          ) : (
            <DataLoader size="sm" />
          )}
        </Center>
      ) : (
        <Stack gap="md">
          <Stack gap={6}>
            <Text fw={600}>
              <Trans>Students ({studentCount})</Trans>
            </Text>
            {detail.students === null ? (
              <Text size="sm" c="dimmed">
                <Plural value={studentCount} one="# student in this class" other="# students in this class" />
              </Text>
            ) : detail.students.data.length === 0 ? (
              <Text size="sm" c="dimmed">
                <Trans>No students in this class yet</Trans>
              </Text>
            ) : (
              <ScrollArea.Autosize mah={280} type="auto">
                <Stack gap={4}>
                  {detail.students.data.map((s) => (
                    <Group key={s._id} justify="space-between" wrap="nowrap" gap="xs">
                      <div style={{ minWidth: 0 }}>
                        <Text size="sm" truncate>
                          {s.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {s.student_id}
                        </Text>
                      </div>
                      {s.status !== 'active' && <StatusBadge status={s.status} />}
                    </Group>
                  ))}
                  {detail.students.total > detail.students.data.length && (
                    <Text size="xs" c="dimmed">
                      <Trans>
                        Showing {shown} of {total}
                      </Trans>
                    </Text>
                  )}
                </Stack>
              </ScrollArea.Autosize>
            )}
          </Stack>
          <Stack gap={6}>
            <Text fw={600}>
              <Trans>Recent sessions</Trans>
            </Text>
            {detail.recent_sessions.length === 0 ? (
              <Text size="sm" c="dimmed">
                <Trans>No sessions yet</Trans>
              </Text>
            ) : (
              <Table verticalSpacing={4} fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <Trans>Slides</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Attended</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Date</Trans>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {detail.recent_sessions.slice(0, CLASS_RECENT_SESSIONS).map((s) => (
                    <Table.Tr key={s._id}>
                      <Table.Td>
                        {s.starting_slide}–{s.ending_slide}
                        {s.status === 'in_progress' && (
                          <Badge size="xs" ml={4} variant="light">
                            <Trans>live</Trans>
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {s.students_attended !== null && s.total_students
                          ? `${s.students_attended}/${s.total_students}`
                          : '—'}
                      </Table.Td>
                      <Table.Td>{formatDate(s.session_date)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}
