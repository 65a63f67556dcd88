import { SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** The shape of a dashboard while its figures load. */
export function DashboardLoading({ cards = 4 }: { cards?: number }) {
  return (
    <Stack role="status" aria-busy="true" aria-label="Loading dashboard">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {Array.from({ length: cards }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
          <Skeleton key={i} h={104} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton h={240} radius="md" />
    </Stack>
  );
}
