import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  if (query.isPending)
    return (
      <Center py="xl">
        <DataLoader label={t`Loading survey`} />
      </Center>
    );
  if (query.isError) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  const s = query.data;
  const mine = s.teacher_id === me;
  const schoolName = s.school_name;
  const classLevel = s.class_level;
  const due = formatDateTime(s.due_at);
  const submissionCount = s.submissionCount;
  const questionCount = s.questions.length;
  return (
    <Stack>
      <PageHeader
        title={s.title}
        subtitle={t`${schoolName} · Class ${classLevel}`}
        actions={
          <>
            {!s.published && mine && <PublishSurveyButton survey={s} />}
            {mine && (
              <LinkButton variant="default" to="/teacher/surveys/$id/edit" params={{ id }}>
                <Trans>Edit</Trans>
              </LinkButton>
            )}
          </>
        }
      />
      <Group gap="sm">
        <PublishedBadge published={s.published} />
        <Text size="sm">
          <Trans>Due {due}</Trans>
        </Text>
        <Text size="sm" c="dimmed">
          {s.allow_late_submissions ? <Trans>Late submissions allowed</Trans> : <Trans>No late submissions</Trans>}
        </Text>
      </Group>
      {s.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{s.description}</Text>}
      <Card withBorder component="section" aria-labelledby="survey-submissions-title">
        <Title order={2} size="h4" id="survey-submissions-title" mb="sm">
          <Trans>Submissions ({submissionCount})</Trans>
        </Title>
        <SurveySubmissionsTable id={id} />
      </Card>
      <Card withBorder component="section" aria-labelledby="survey-questions-title">
        <Title order={2} size="h4" id="survey-questions-title" mb="sm">
          <Trans>Questions ({questionCount})</Trans>
        </Title>
        {s.questions.length === 0 && (
          <Text c="dimmed">
            <Trans>No questions yet. Add some before publishing.</Trans>
          </Text>
        )}
        <List type="ordered" spacing="xs" withPadding>
          {s.questions.map((q, i) => {
            const min = q.min;
            const max = q.max;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: questions have no id
              <List.Item key={i}>
                {q.prompt}{' '}
                <Text span size="sm" c="dimmed">
                  {q.allow_verbatim ? (
                    <Trans>
                      (rating {min} to {max}, comment allowed)
                    </Trans>
                  ) : (
                    <Trans>
                      (rating {min} to {max})
                    </Trans>
                  )}
                </Text>
              </List.Item>
            );
          })}
        </List>
      </Card>
    </Stack>
  );
}
