import { useLingui } from '@lingui/react/macro';
import { Drawer } from '@mantine/core';
import { SyncPanel } from './sync-panel';

/** The Sync panel in a drawer from the right: its own chunk, loaded when the sync status is first opened. */
export default function SyncDrawer({
  opened,
  onClose,
  userId,
}: {
  opened: boolean;
  onClose: () => void;
  userId: string;
}) {
  const { t } = useLingui();
  return (
    <Drawer opened={opened} onClose={onClose} title={t`Sync`} position="right" size="md" zIndex={400}>
      <SyncPanel userId={userId} />
    </Drawer>
  );
}
