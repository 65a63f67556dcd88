import { Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { Assessment } from '../../../../contract/assessments';
import { formatDateTime } from '../../../components/class-items/date-time';
import { groupByClass } from '../../../components/class-items/group-by-class';
import { LoadError } from '../../../components/class-items/load-error';
import { PublishedBadge } from '../../../components/class-items/published-badge';
import { useAssessments } from '../api/list-assessments';
import { LinkButton } from '../../../components/link-button';

/** Spec 03 §2: the teacher's assessments grouped by school and class. */
export function AssessmentList() {
  const list = useAssessments();
  if (list.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Loading assessments" />
      </Center>
    );
  if (list.isError) return <LoadError error={list.error} onRetry={() => list.refetch()} />;
  const { assessments, pagination } = list.data;
  if (!assessments.length) {
    return (
      <Card withBorder padding="xl">
        <Stack align="center" gap="xs">
          <Text fw={600}>No assessments yet</Text>
          <Text c="dimmed" size="sm">
            Create one for your classes; students see it once it is published.
          </Text>
          <LinkButton to="/teacher/assessments/new">New Assessment</LinkButton>
        </Stack>
      </Card>
    );
  }
  return (
    <Stack>
      {pagination.total > assessments.length && (
        <Text size="sm" c="dimmed">
          Showing the first {assessments.length} of {pagination.total} assessments.
        </Text>
      )}
      {groupByClass(assessments).map((group) => (
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
            {group.items.map((a) => (
              <AssessmentRow key={a._id} assessment={a} />
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function AssessmentRow({ assessment: a }: { assessment: Assessment }) {
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
            {a.title}
          </Text>
          <PublishedBadge published={a.published} />
        </Group>
        <Text size="sm" c="dimmed">
          Due {formatDateTime(a.due_at)} · {a.submissionCount} {a.submissionCount === 1 ? 'submission' : 'submissions'}
        </Text>
      </Stack>
      <Group gap="xs">
        <LinkButton
          size="xs"
          variant="light"
          to="/teacher/assessments/$id"
          params={{ id: a._id }}
          aria-label={`View ${a.title}`}
        >
          View
        </LinkButton>
        <LinkButton
          size="xs"
          variant="default"
          to="/teacher/assessments/$id/edit"
          params={{ id: a._id }}
          aria-label={`Edit ${a.title}`}
        >
          Edit
        </LinkButton>
        <LinkButton
          size="xs"
          variant="subtle"
          to="/teacher/assessment-analytics"
          search={{ school_id: a.school_id, class_level: a.class_level }}
          aria-label={`Analytics for class ${a.class_level}`}
        >
          Analytics
        </LinkButton>
      </Group>
    </Group>
  );
}
