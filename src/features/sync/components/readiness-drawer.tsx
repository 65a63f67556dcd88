import { Anchor, Button, Drawer, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCloudCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { ReadinessPanel } from './readiness-panel';

/** A button that opens the 'Offline readiness' panel in a drawer, from the dashboard or /log-session. */
export function ReadinessButton({ variant = 'default' }: { variant?: 'default' | 'light' | 'subtle' }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant={variant} leftSection={<IconCloudCheck size={16} />} onClick={open}>
        Offline readiness
      </Button>
      <Drawer opened={opened} onClose={close} title="Offline readiness" position="right" size="md" zIndex={400}>
        <Stack>
          <ReadinessPanel />
          <Anchor component={Link} to="/offline" size="sm" onClick={close}>
            Open as a page
          </Anchor>
        </Stack>
      </Drawer>
    </>
  );
}
