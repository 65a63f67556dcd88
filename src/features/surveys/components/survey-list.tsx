import { Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { Survey } from '../../../../contract/surveys';
import { formatDateTime } from '../../../components/class-items/date-time';
import { groupByClass } from '../../../components/class-items/group-by-class';
import { LoadError } from '../../../components/class-items/load-error';
import { PublishedBadge } from '../../../components/class-items/published-badge';
import { useSurveys } from '../api/list-surveys';
import { PublishSurveyButton } from './publish-survey-button';
import { LinkButton } from '../../../components/link-button';

/** Spec 03 §2: the teacher's surveys grouped by school and class, with Publish (drafts), View and Edit. */
export function SurveyList() {
  const list = useSurveys();
  if (list.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Loading surveys" />
      </Center>
    );
  if (list.isError) return <LoadError error={list.error} onRetry={() => list.refetch()} />;
  const { surveys, pagination } = list.data;
  if (!surveys.length) {
    return (
      <Card withBorder padding="xl">
        <Stack align="center" gap="xs">
          <Text fw={600}>No surveys yet</Text>
          <Text c="dimmed" size="sm">
            Ask your classes how the lessons are going; students see a survey once it is published.
          </Text>
          <LinkButton to="/teacher/surveys/new">New Survey</LinkButton>
        </Stack>
      </Card>
    );
  }
  return (
    <Stack>
      {pagination.total > surveys.length && (
        <Text size="sm" c="dimmed">
          Showing the first {surveys.length} of {pagination.total} surveys.
        </Text>
      )}
      {groupByClass(surveys).map((group) => (
        <Card
          key={group.key}
          withBorder
          padding="md"
          component="section"
          aria-label={`${group.school_name}, class ${group.class_level}`}
        >
          <Title order={3} size="h5" mb="xs">
            {group.school_name} · Class {group.class_level}
          </Title>
          <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {group.items.map((s) => (
              <SurveyRow key={s._id} survey={s} />
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function SurveyRow({ survey: s }: { survey: Survey }) {
  return (
    <Group
      component="li"
      justify="space-between"
      gap="xs"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Stack gap={4} style={{ minWidth: 0, flex: '1 1 260px' }}>
        <Group gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {s.title}
          </Text>
          <PublishedBadge published={s.published} />
        </Group>
        <Text size="sm" c="dimmed">
          Due {formatDateTime(s.due_at)} · {s.questions.length} {s.questions.length === 1 ? 'question' : 'questions'} ·{' '}
          {s.submissionCount} {s.submissionCount === 1 ? 'submission' : 'submissions'}
        </Text>
      </Stack>
      <Group gap="xs">
        {!s.published && <PublishSurveyButton survey={s} size="xs" />}
        <LinkButton
          size="xs"
          variant="light"
          aria-label={`View ${s.title}`}
          to="/teacher/surveys/$id"
          params={{ id: s._id }}
        >
          View
        </LinkButton>
        <LinkButton
          size="xs"
          variant="default"
          aria-label={`Edit ${s.title}`}
          to="/teacher/surveys/$id/edit"
          params={{ id: s._id }}
        >
          Edit
        </LinkButton>
      </Group>
    </Group>
  );
}
