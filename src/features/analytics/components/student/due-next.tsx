import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { DueItem } from '#contract/student-analytics';
import { formatDateTime } from '#src/components/class-items/date-time';
import { TextLink } from '#src/components/text-link';
import { Panel } from '../teacher/panel';

/** Assessments and surveys assigned to the student, not submitted yet and still open, soonest due first. */
export function DueNext({ items }: { items: DueItem[] }) {
  const { t } = useLingui();
  return (
    <Panel title={t`Due next`}>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          <Trans>Nothing due: every open assessment and survey is submitted.</Trans>
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => {
            const due = formatDateTime(item.due_at);
            return (
              <Group key={`${item.kind}-${item._id}`} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  {item.kind === 'assessment' ? (
                    <TextLink to="/student/assessments/$id" params={{ id: item._id }} fw={500} size="sm">
                      {item.title}
                    </TextLink>
                  ) : (
                    <TextLink to="/student/surveys/$id" params={{ id: item._id }} fw={500} size="sm">
                      {item.title}
                    </TextLink>
                  )}
                  <Text size="xs" c={item.overdue ? 'orange.7' : 'dimmed'}>
                    {item.overdue ? t`Was due ${due} · late submissions allowed` : t`Due ${due}`}
                  </Text>
                </Stack>
                <Badge variant="light" color={item.kind === 'assessment' ? 'grape' : 'teal'} style={{ flexShrink: 0 }}>
                  {item.kind === 'assessment' ? t`Assessment` : t`Survey`}
                </Badge>
              </Group>
            );
          })}
        </Stack>
      )}
    </Panel>
  );
}
