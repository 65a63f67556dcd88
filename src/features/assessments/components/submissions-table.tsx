import { Center, Table, Text } from '@mantine/core';
import { formatDateTime } from '#src/components/class-items/date-time';
import { LoadError } from '#src/components/class-items/load-error';
import { useAssessmentSubmissions } from '../api/assessment-submissions';
import { DataLoader } from '#src/components/network/not-on-device';

/** Student, submitted at, score over max score (spec 03 §2). */
export function SubmissionsTable({ id }: { id: string }) {
  const query = useAssessmentSubmissions(id);
  if (query.isPending)
    return (
      <Center py="md">
        <DataLoader size="sm" label="Loading submissions" />
      </Center>
    );
  if (query.isError) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  if (!query.data.length) return <Text c="dimmed">No submissions yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={280}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Student</Table.Th>
            <Table.Th scope="col">Submitted at</Table.Th>
            <Table.Th scope="col" ta="right">
              Score
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data.map((s) => (
            <Table.Tr key={s._id}>
              <Table.Td>{s.student_id.name}</Table.Td>
              <Table.Td>{formatDateTime(s.submitted_at)}</Table.Td>
              <Table.Td ta="right">
                {s.score} / {s.max_score}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
