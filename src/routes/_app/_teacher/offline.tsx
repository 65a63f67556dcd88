import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '#src/components/page-header';
import { ReadinessPanel } from '#src/features/sync/components/readiness-panel';

export const Route = createFileRoute('/_app/_teacher/offline')({
  staticData: { deviceDb: true },
  component: function OfflineReadinessRoute() {
    const { t } = useLingui();
    return (
      <Stack maw={760}>
        <PageHeader
          title={t`Offline readiness`}
          subtitle={t`The slides of your classes kept on this device, so you can teach without a connection.`}
        />
        <ReadinessPanel />
      </Stack>
    );
  },
});
