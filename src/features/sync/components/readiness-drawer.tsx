import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCloudCheck } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

// The drawer and its panel load on the first press: /log-session's first screen does not wait for them (issue 14).
const ReadinessDrawer = lazy(() => import('./readiness-drawer-body').then((m) => ({ default: m.ReadinessDrawer })));

/** A button that opens the 'Offline readiness' panel in a drawer, from the dashboard or /log-session. */
export function ReadinessButton({ variant = 'default' }: { variant?: 'default' | 'light' | 'subtle' }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        leftSection={<IconCloudCheck size={16} />}
        onClick={() => {
          setUsed(true);
          open();
        }}
      >
        <Trans>Offline readiness</Trans>
      </Button>
      {used && (
        <Suspense fallback={null}>
          <ReadinessDrawer opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
