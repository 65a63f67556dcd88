import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Center, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '#src/components/class-items/date-time';
import { LoadError } from '#src/components/class-items/load-error';
import { StatCard } from '#src/components/stat-card';
import { useStudentAssessmentAnalytics } from '../api/student-assessment-analytics';
import { DataLoader } from '#src/components/network/not-on-device';
import { percentText } from '#src/lib/format';

/** A percentage as the server rounded it (contract/percent.ts); never rounded again here. */
const pct = (n: number | null) => (n === null ? '—' : percentText(n));

/** Spec 03 §2: total submissions, average score %, by school and class, the last 5 submissions. */
export function StudentAnalytics({ studentId }: { studentId: string }) {
  const query = useStudentAssessmentAnalytics(studentId);
  const { t } = useLingui();
  if (query.isPending)
    return (
      <Center py="xl">
        <DataLoader label={t`Loading analytics`} />
      </Center>
    );
  if (query.isError) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  const d = query.data;
  return (
    <Stack maw={720}>
      <SimpleGrid cols={2} spacing="sm">
        <StatCard label={t`Total submissions`} value={d.total_submissions} />
        <StatCard label={t`Average score`} value={pct(d.average_score_pct)} />
      </SimpleGrid>
      {d.total_submissions === 0 && (
        <Text c="dimmed">
          <Trans>You have not submitted any assessment yet.</Trans>
        </Text>
      )}
      {d.groups.length > 0 && (
        <Card withBorder padding="sm" component="section" aria-labelledby="by-class">
          <Title order={2} size="h5" id="by-class" mb="xs">
            <Trans>By school and class</Trans>
          </Title>
          <Table.ScrollContainer minWidth={300}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">
                    <Trans>Class</Trans>
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    <Trans>Submitted</Trans>
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    <Trans>Average</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {d.groups.map((g) => (
                  <Table.Tr key={`${g.school_id}|${g.class_level}`}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {g.class_level}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {g.school_name}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{g.submitted}</Table.Td>
                    <Table.Td ta="right">{pct(g.avg_score_pct)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      {d.recent.length > 0 && (
        <Card withBorder padding="sm" component="section" aria-labelledby="recent">
          <Title order={2} size="h5" id="recent" mb="xs">
            <Trans>Recent submissions</Trans>
          </Title>
          <Stack gap={0}>
            {d.recent.map((r) => {
              const classLevel = r.class_level;
              const submittedAt = formatDateTime(r.submitted_at);
              return (
                <Group
                  key={r.assessment_id}
                  justify="space-between"
                  wrap="nowrap"
                  py="xs"
                  gap="sm"
                  style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
                >
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {r.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <Trans>
                        Class {classLevel} · {submittedAt}
                      </Trans>
                    </Text>
                  </Stack>
                  <Text fw={600} style={{ flexShrink: 0 }}>
                    {r.score} / {r.max_score}
                  </Text>
                </Group>
              );
            })}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
