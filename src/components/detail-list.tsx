import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type Detail = { label: string; value: ReactNode; full?: boolean };

/** Label and value pairs of a details dialog: two columns on wide screens, one on a phone. */
export function DetailList({ items }: { items: Detail[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
      {items.map((item) => (
        <Stack key={item.label} gap={2} style={item.full ? { gridColumn: '1 / -1' } : undefined}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {item.label}
          </Text>
          {typeof item.value === 'string' || typeof item.value === 'number' ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {item.value}
            </Text>
          ) : (
            item.value
          )}
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** A details section with a small heading. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Text fw={600}>{title}</Text>
      {children}
    </Stack>
  );
}
