import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { groupByClass } from './group-by-class';
import { PublishedBadge } from './published-badge';

type Item = { _id: string; school_id: string; school_name: string; class_level: string };

/** Spec 03 §2: a teacher's assessments or surveys, one card per school and class. */
export function ClassItemGroups<T extends Item>({
  items,
  total,
  noun,
  children,
}: {
  items: T[];
  total: number;
  /** What is listed: its count is a whole message of its own, in each language ('12 assessments'). */
  noun: 'assessment' | 'survey';
  children: (item: T) => ReactNode;
}) {
  const { t } = useLingui();
  const shown = items.length;
  const showing =
    noun === 'assessment'
      ? t`Showing the first ${shown} of ${plural(total, { one: '# assessment', other: '# assessments' })}.`
      : t`Showing the first ${shown} of ${plural(total, { one: '# survey', other: '# surveys' })}.`;
  return (
    <Stack>
      {total > items.length && (
        <Text size="sm" c="dimmed">
          {showing}
        </Text>
      )}
      {groupByClass(items).map((group) => {
        const school = group.school_name;
        const classLevel = group.class_level;
        return (
          <Card
            key={group.key}
            withBorder
            padding="md"
            component="section"
            aria-label={t`${school}, class ${classLevel}`}
          >
            <Title order={2} size="h5" mb="xs">
              <Trans>
                {school} · Class {classLevel}
              </Trans>
            </Title>
            <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {group.items.map(children)}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}

/** One item of a class's card: title with its Published or Draft badge, a line of facts, and the actions. */
export function ClassItemRow({
  title,
  published,
  facts,
  actions,
}: {
  title: string;
  published: boolean;
  facts: string;
  actions: ReactNode;
}) {
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
            {title}
          </Text>
          <PublishedBadge published={published} />
        </Group>
        <Text size="sm" c="dimmed">
          {facts}
        </Text>
      </Stack>
      <Group gap="xs">{actions}</Group>
    </Group>
  );
}
