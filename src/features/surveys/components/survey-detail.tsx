import { Card, Center, Group, List, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '#src/components/class-items/date-time';
import { LoadError } from '#src/components/class-items/load-error';
import { PublishedBadge } from '#src/components/class-items/published-badge';
import { PageHeader } from '#src/components/page-header';
import { useSession } from '#src/lib/use-session';
import { useSurvey } from '../api/get-survey';
import { PublishSurveyButton } from './publish-survey-button';
import { SurveySubmissionsTable } from './survey-submissions-table';
import { LinkButton } from '#src/components/link-button';
import { DataLoader } from '#src/components/network/not-on-device';

/** Spec 03 §2: badge, Publish for drafts, the questions and the submissions. */
export function SurveyDetail({ id }: { id: string }) {
  const query = useSurvey(id);
  const me = useSession()?.user._id;
  if (query.isPending)
    return (
      <Center py="xl">
        <DataLoader label="Loading survey" />
      </Center>
    );
  if (query.isError) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  const s = query.data;
  const mine = s.teacher_id === me;
  return (
    <Stack>
      <PageHeader
        title={s.title}
        subtitle={`${s.school_name} · Class ${s.class_level}`}
        actions={
          <>
            {!s.published && mine && <PublishSurveyButton survey={s} />}
            {mine && (
              <LinkButton variant="default" to="/teacher/surveys/$id/edit" params={{ id }}>
                Edit
              </LinkButton>
            )}
          </>
        }
      />
      <Group gap="sm">
        <PublishedBadge published={s.published} />
        <Text size="sm">Due {formatDateTime(s.due_at)}</Text>
        <Text size="sm" c="dimmed">
          {s.allow_late_submissions ? 'Late submissions allowed' : 'No late submissions'}
        </Text>
      </Group>
      {s.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{s.description}</Text>}
      <Card withBorder component="section" aria-labelledby="survey-submissions-title">
        <Title order={2} size="h4" id="survey-submissions-title" mb="sm">
          Submissions ({s.submissionCount})
        </Title>
        <SurveySubmissionsTable id={id} />
      </Card>
      <Card withBorder component="section" aria-labelledby="survey-questions-title">
        <Title order={2} size="h4" id="survey-questions-title" mb="sm">
          Questions ({s.questions.length})
        </Title>
        {s.questions.length === 0 && <Text c="dimmed">No questions yet. Add some before publishing.</Text>}
        <List type="ordered" spacing="xs" withPadding>
          {s.questions.map((q, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: questions have no id
            <List.Item key={i}>
              {q.prompt}{' '}
              <Text span size="sm" c="dimmed">
                (rating {q.min} to {q.max}
                {q.allow_verbatim ? ', comment allowed' : ''})
              </Text>
            </List.Item>
          ))}
        </List>
      </Card>
    </Stack>
  );
}
