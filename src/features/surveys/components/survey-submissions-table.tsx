import { Center, Stack, Table, Text } from '@mantine/core';
import { formatDateTime } from '#src/components/class-items/date-time';
import { LoadError } from '#src/components/class-items/load-error';
import { useSurveySubmissions } from '../api/survey-submissions';
import { DataLoader } from '#src/components/network/not-on-device';

/** Student, submitted at, average rating to one decimal, and the comments as written (spec 03 §2). */
export function SurveySubmissionsTable({ id }: { id: string }) {
  const query = useSurveySubmissions(id);
  if (query.isPending)
    return (
      <Center py="md">
        <DataLoader size="sm" label="Loading submissions" />
      </Center>
    );
  if (query.isError) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  if (!query.data.length) return <Text c="dimmed">No submissions yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Student</Table.Th>
            <Table.Th scope="col">Submitted at</Table.Th>
            <Table.Th scope="col" ta="right">
              Average rating
            </Table.Th>
            <Table.Th scope="col">Comments</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data.map((s) => {
            const comments = s.answers.flatMap((a, i) => (a.verbatim ? [{ q: i + 1, text: a.verbatim }] : []));
            return (
              <Table.Tr key={s._id}>
                <Table.Td>{s.student_id.name}</Table.Td>
                <Table.Td>{formatDateTime(s.submitted_at)}</Table.Td>
                <Table.Td ta="right">{s.average_rating === null ? '—' : s.average_rating.toFixed(1)}</Table.Td>
                <Table.Td maw={360}>
                  {comments.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  ) : (
                    <Stack gap={4}>
                      {comments.map((c) => (
                        <Text key={c.q} size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                          <Text span c="dimmed" size="xs">
                            Q{c.q}:{' '}
                          </Text>
                          {c.text}
                        </Text>
                      ))}
                    </Stack>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
