import { Card, Group, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A titled dashboard panel (a region named by its title). */
export function SectionCard({
  title,
  actions,
  children,
  id,
}: {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  const headingId = useId();
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={headingId} id={id}>
      <Group justify="space-between" mb="sm" gap="xs" wrap="nowrap">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Card>
  );
}
