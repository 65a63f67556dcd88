import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Drawer, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ReadinessPanel } from './readiness-panel';

/** The 'Offline readiness' panel in a drawer (readiness-drawer.tsx loads it on the button's first press). */
export function ReadinessDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Drawer opened={opened} onClose={onClose} title={t`Offline readiness`} position="right" size="md" zIndex={400}>
      <Stack>
        <ReadinessPanel />
        <Anchor component={Link} to="/offline" size="sm" onClick={onClose}>
          <Trans>Open as a page</Trans>
        </Anchor>
      </Stack>
    </Drawer>
  );
}
