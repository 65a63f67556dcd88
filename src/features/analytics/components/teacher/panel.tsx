import { Card, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A section card named by its title. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={id} h="100%">
      <Title order={2} size="h5" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
