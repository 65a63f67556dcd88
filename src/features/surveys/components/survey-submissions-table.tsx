import { Trans, useLingui } from '@lingui/react/macro';
import { Center, Stack, Text } from '@mantine/core';
import { formatDateTime } from '#src/components/class-items/date-time';
import { LoadError } from '#src/components/class-items/load-error';
import { SimpleTable } from '#src/components/simple-table';
import { useSurveySubmissions } from '../api/survey-submissions';
import { DataLoader } from '#src/components/network/not-on-device';

/** Student, submitted at, average rating to one decimal, and the comments as written (spec 03 §2). */
export function SurveySubmissionsTable({ id }: { id: string }) {
  const query = useSurveySubmissions(id);
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
      head={[t`Student`, t`Submitted at`, t`Average rating`, t`Comments`]}
      numeric={[2]}
      minWidth={560}
      rows={query.data.map((s) => ({
        key: s._id,
        cells: [
          s.student_id.name,
          formatDateTime(s.submitted_at),
          s.average_rating === null ? '—' : s.average_rating.toFixed(1),
          <Comments key="comments" answers={s.answers} />,
        ],
      }))}
    />
  );
}

/** The comments as written, each with its question's number. */
function Comments({ answers }: { answers: { verbatim?: string | null }[] }) {
  const comments = answers.flatMap((a, i) => (a.verbatim ? [{ q: i + 1, text: a.verbatim }] : []));
  if (comments.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Stack gap={4} maw={360}>
      {comments.map(({ q: question, text }) => (
        <Text key={question} size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <Text span c="dimmed" size="xs">
            <Trans>Q{question}:</Trans>{' '}
          </Text>
          {text}
        </Text>
      ))}
    </Stack>
  );
}
