import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { NOT_ON_DEVICE } from '#src/components/network/not-on-device';
import { useOnline } from '#src/components/network/use-online';
import { NoticeCard } from '#src/components/notice-card';

/** The shape of a dashboard while its figures load; offline, where they cannot come, a notice saying so. */
export function DashboardLoading({ cards = 4 }: { cards?: number }) {
  const { t } = useLingui();
  const { status } = useOnline();
  if (status === 'offline') return <NoticeCard title={t`You are offline`} message={NOT_ON_DEVICE} />;
  return (
    <Stack role="status" aria-busy="true" aria-label={t`Loading dashboard`}>
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
