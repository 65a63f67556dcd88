import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '#src/components/page-header';
import { ReadinessPanel } from '#src/features/sync/components/readiness-panel';

export const Route = createFileRoute('/_app/_teacher/offline')({
  component: function OfflineReadinessRoute() {
    return (
      <Stack maw={760}>
        <PageHeader
          title="Offline readiness"
          subtitle="The slides of your classes kept on this device, so you can teach without a connection."
        />
        <ReadinessPanel />
      </Stack>
    );
  },
});
