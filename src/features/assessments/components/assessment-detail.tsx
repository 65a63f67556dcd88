import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Center, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { formatDateTime } from '#src/components/class-items/date-time';
import { LoadError } from '#src/components/class-items/load-error';
import { PublishedBadge } from '#src/components/class-items/published-badge';
import { PageHeader } from '#src/components/page-header';
import { useSession } from '#src/lib/use-session';
import { useAssessment } from '../api/get-assessment';
import { Points } from './points';
import { SubmissionsTable } from './submissions-table';
import { LinkButton } from '#src/components/link-button';
import { DataLoader } from '#src/components/network/not-on-device';

/** Spec 03 §2: title, class, due, badge, the questions and the submissions. */
export function AssessmentDetail({ id }: { id: string }) {
  const query = useAssessment(id);
  const me = useSession()?.user._id;
  const { t } = useLingui();
  if (query.isPending)
    return (
      <Center py="xl">
        <DataLoader label={t`Loading assessment`} />
      </Center>
    );
  if (query.isError) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  const a = query.data;
  const schoolName = a.school_name;
  const classLevel = a.class_level;
  const due = formatDateTime(a.due_at);
  const maxScore = a.max_score;
  const submissionCount = a.submissionCount;
  const questionCount = a.questions.length;
  return (
    <Stack>
      <PageHeader
        title={a.title}
        subtitle={t`${schoolName} · Class ${classLevel}`}
        actions={
          <>
            {a.teacher_id === me && (
              <LinkButton variant="default" to="/teacher/assessments/$id/edit" params={{ id }}>
                <Trans>Edit</Trans>
              </LinkButton>
            )}
            <LinkButton
              variant="light"
              to="/teacher/assessment-analytics"
              search={{ school_id: a.school_id, class_level: a.class_level }}
            >
              <Trans>Analytics</Trans>
            </LinkButton>
          </>
        }
      />
      <Group gap="sm">
        <PublishedBadge published={a.published} />
        <Text size="sm">
          <Trans>Due {due}</Trans>
        </Text>
        <Text size="sm" c="dimmed">
          {a.allow_late_submissions ? (
            <Trans>Late submissions allowed · Max score {maxScore}</Trans>
          ) : (
            <Trans>No late submissions · Max score {maxScore}</Trans>
          )}
        </Text>
      </Group>
      {a.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{a.description}</Text>}
      <Card withBorder component="section" aria-labelledby="submissions-title">
        <Title order={2} size="h4" id="submissions-title" mb="sm">
          <Trans>Submissions ({submissionCount})</Trans>
        </Title>
        <SubmissionsTable id={id} />
      </Card>
      <Card withBorder component="section" aria-labelledby="questions-title">
        <Title order={2} size="h4" id="questions-title" mb="sm">
          <Trans>Questions ({questionCount})</Trans>
        </Title>
        {a.questions.length === 0 && (
          <Text c="dimmed">
            <Trans>No questions yet. Add some before publishing.</Trans>
          </Text>
        )}
        <Stack gap="md">
          {a.questions.map((q, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: questions have no id
            <Stack key={i} gap={4}>
              <Text fw={600}>
                {i + 1}. {q.prompt}{' '}
                <Text span c="dimmed" size="sm">
                  (<Points points={q.points} />)
                </Text>
              </Text>
              <List type="ordered" spacing={2} withPadding>
                {q.options.map((o, j) => (
                  <List.Item
                    // biome-ignore lint/suspicious/noArrayIndexKey: options have no id
                    key={j}
                    fw={j === q.correctIndex ? 600 : undefined}
                    c={j === q.correctIndex ? 'var(--mantine-color-green-text)' : undefined}
                  >
                    {o}
                    {j === q.correctIndex && (
                      <Text span size="sm" ml={6}>
                        <IconCheck size={14} aria-hidden /> <Trans>correct</Trans>
                      </Text>
                    )}
                  </List.Item>
                ))}
              </List>
            </Stack>
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}
