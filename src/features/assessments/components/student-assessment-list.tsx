import { Badge, Button, Card, Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { StudentAssessment } from '../../../../contract/assessments';
import { formatDateTime } from '../../../components/class-items/date-time';
import { DueCountdown } from '../../../components/class-items/due-countdown';
import { LoadError } from '../../../components/class-items/load-error';
import { useNow } from '../../../components/class-items/use-now';
import { useAssignedAssessments } from '../api/assigned-assessments';
import { LinkButton } from '../../../components/link-button';

/** Spec 03 §2: the student's assessments with a live countdown; Submitted with the score, or Start. */
export function StudentAssessmentList() {
  const query = useAssignedAssessments();
  const now = useNow(1000);
  if (query.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Loading assessments" />
      </Center>
    );
  if (query.isError) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  if (!query.data.length) {
    return (
      <Card withBorder padding="lg" maw={720}>
        <Text fw={600}>No assessments yet</Text>
        <Text size="sm" c="dimmed">
          Your teacher has not published any assessment for your class.
        </Text>
      </Card>
    );
  }
  return (
    <Stack gap="sm" maw={720}>
      {query.data.map((a) => (
        <AssessmentCard key={a._id} assessment={a} now={now} />
      ))}
    </Stack>
  );
}

function AssessmentCard({ assessment: a, now }: { assessment: StudentAssessment; now: number }) {
  const closed = !a.submitted && !a.allow_late_submissions && new Date(a.due_at).getTime() <= now;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={`a-${a._id}`}>
      <Stack gap={6}>
        <Text fw={600} id={`a-${a._id}`} style={{ overflowWrap: 'anywhere' }}>
          {a.title}
        </Text>
        <Text size="sm" c="dimmed">
          {a.questions.length} {a.questions.length === 1 ? 'question' : 'questions'} · Due {formatDateTime(a.due_at)}
        </Text>
        {!a.submitted && <DueCountdown dueAt={a.due_at} now={now} allowLate={a.allow_late_submissions} />}
        <Group justify="space-between" mt={4}>
          {a.submitted && a.submission ? (
            <>
              <Badge color="green" variant="light" size="lg">
                Submitted · {a.submission.score}/{a.submission.max_score}
              </Badge>
              <LinkButton
                size="sm"
                variant="default"
                to="/student/assessments/$id"
                params={{ id: a._id }}
                aria-label={`See results of ${a.title}`}
              >
                See results
              </LinkButton>
            </>
          ) : closed ? (
            <Button size="sm" disabled>
              Closed
            </Button>
          ) : (
            <LinkButton size="sm" to="/student/assessments/$id" params={{ id: a._id }} aria-label={`Start ${a.title}`}>
              Start
            </LinkButton>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
