import { Badge, Button, Card, Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { StudentSurvey } from '../../../../contract/surveys';
import { formatDateTime } from '../../../components/class-items/date-time';
import { DueCountdown } from '../../../components/class-items/due-countdown';
import { LoadError } from '../../../components/class-items/load-error';
import { useNow } from '../../../components/class-items/use-now';
import { useAssignedSurveys } from '../api/assigned-surveys';
import { LinkButton } from '../../../components/link-button';

/** Spec 03 §2: the student's surveys with a countdown; Submitted with the time, or Start. */
export function StudentSurveyList() {
  const query = useAssignedSurveys();
  const now = useNow(1000);
  if (query.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Loading surveys" />
      </Center>
    );
  if (query.isError) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  if (!query.data.length) {
    return (
      <Card withBorder padding="lg" maw={720}>
        <Text fw={600}>No surveys yet</Text>
        <Text size="sm" c="dimmed">
          Your teacher has not published any survey for your class.
        </Text>
      </Card>
    );
  }
  return (
    <Stack gap="sm" maw={720}>
      {query.data.map((s) => (
        <SurveyCard key={s._id} survey={s} now={now} />
      ))}
    </Stack>
  );
}

function SurveyCard({ survey: s, now }: { survey: StudentSurvey; now: number }) {
  const closed = !s.submitted && !s.allow_late_submissions && new Date(s.due_at).getTime() <= now;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={`s-${s._id}`}>
      <Stack gap={6}>
        <Text fw={600} id={`s-${s._id}`} style={{ overflowWrap: 'anywhere' }}>
          {s.title}
        </Text>
        <Text size="sm" c="dimmed">
          {s.questions.length} {s.questions.length === 1 ? 'question' : 'questions'} · Due {formatDateTime(s.due_at)}
        </Text>
        {!s.submitted && <DueCountdown dueAt={s.due_at} now={now} allowLate={s.allow_late_submissions} />}
        <Group justify="space-between" mt={4}>
          {s.submitted && s.submission ? (
            <>
              <Badge color="green" variant="light" size="lg" style={{ textTransform: 'none' }}>
                Submitted {formatDateTime(s.submission.submitted_at)}
              </Badge>
              <LinkButton
                size="sm"
                variant="default"
                aria-label={`See your answers to ${s.title}`}
                to="/student/surveys/$id"
                params={{ id: s._id }}
              >
                See answers
              </LinkButton>
            </>
          ) : closed ? (
            <Button size="sm" disabled>
              Closed
            </Button>
          ) : (
            <LinkButton size="sm" aria-label={`Start ${s.title}`} to="/student/surveys/$id" params={{ id: s._id }}>
              Start
            </LinkButton>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
