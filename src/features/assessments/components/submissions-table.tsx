import { Trans, useLingui } from '@lingui/react/macro';
import { Center, Text } from '@mantine/core';
import { formatDateTime } from '#src/components/class-items/date-time';
import { LoadError } from '#src/components/class-items/load-error';
import { SimpleTable } from '#src/components/simple-table';
import { useAssessmentSubmissions } from '../api/assessment-submissions';
import { DataLoader } from '#src/components/network/not-on-device';

/** Student, submitted at, score over max score (spec 03 §2). */
export function SubmissionsTable({ id }: { id: string }) {
  const query = useAssessmentSubmissions(id);
  const { t } = useLingui();
  if (query.isPending)
    return (
      <Center py="md">
        <DataLoader size="sm" label={t`Loading submissions`} />
      </Center>
    );
  if (query.isError) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  if (!query.data.length)
    return (
      <Text c="dimmed">
        <Trans>No submissions yet.</Trans>
      </Text>
    );
  return (
    <SimpleTable
      label={t`Submissions`}
      head={[t`Student`, t`Submitted at`, t`Score`]}
      numeric={[2]}
      rows={query.data.map((s) => ({
        key: s._id,
        cells: [s.student_id.name, formatDateTime(s.submitted_at), `${s.score} / ${s.max_score}`],
      }))}
    />
  );
}
