import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCloud, IconCloudCheck, IconCloudExclamation, IconCloudOff } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useOnline } from '#src/components/network/use-online';
import { useSession } from '#src/lib/use-session';
import { useOutbox, useSyncState } from '../use-outbox';
import { LazyTooltip } from '#src/components/lazy-tooltip';

// The panel, its drawer and their dialogs are a chunk of their own, loaded at the first open: the top bar on every
// screen only draws the status (the teacher dashboard's first load on a phone, issue 40).
const loadDrawer = () => import('./sync-drawer');
const SyncDrawer = lazy(loadDrawer);

const STATUS = {
  online: { label: msg`Online`, color: 'green', Icon: IconCloudCheck },
  offline: { label: msg`Offline`, color: 'gray', Icon: IconCloudOff },
  unreachable: { label: msg`Server unreachable`, color: 'orange', Icon: IconCloudExclamation },
} as const;

/**
 * The teacher's sync state in the top bar: online or offline (or the server unreachable), a badge with the
 * changes not yet confirmed by the server, and the Sync panel behind it. `dark` for the slide viewer's bar.
 */
export function SyncStatus({ dark = false }: { dark?: boolean }) {
  const { i18n, t } = useLingui();
  const user = useSession()?.user;
  const [opened, { open, close }] = useDisclosure(false);
  const [wanted, setWanted] = useState(false); // opened once: the drawer's code is loaded and kept
  const { status } = useOnline();
  const outbox = useOutbox(user?._id);
  const sync = useSyncState();
  if (!user) return null;
  // Until the device's outbox is read (a fresh mount), nothing is claimed about it: not 'No changes waiting'.
  const known = outbox !== undefined;
  const waiting = (outbox?.pending.length ?? 0) + (outbox?.attention.length ?? 0);
  const alarm = (outbox?.attention.length ?? 0) + (outbox?.notices.length ?? 0) > 0 || sync.needsSignIn;
  const { color, Icon } = STATUS[status];
  const label = i18n._(STATUS[status].label);
  const summary = !known
    ? alarm
      ? t`${label}. Reading the changes on this device, needs attention`
      : t`${label}. Reading the changes on this device`
    : waiting === 0
      ? alarm
        ? t`${label}. No changes waiting, needs attention`
        : t`${label}. No changes waiting`
      : alarm
        ? t`${label}. ${plural(waiting, { one: '# change', other: '# changes' })} not yet sent, needs attention`
        : t`${label}. ${plural(waiting, { one: '# change', other: '# changes' })} not yet sent`;

  return (
    <>
      <LazyTooltip label={summary}>
        <UnstyledButton
          onPointerEnter={loadDrawer}
          onFocus={loadDrawer}
          onClick={() => {
            setWanted(true);
            open();
          }}
          aria-label={t`Sync status: ${summary}`}
          data-status={status}
          px={6}
          py={4}
          style={{ borderRadius: 6, color: dark ? 'var(--mantine-color-gray-2)' : undefined }}
        >
          <Group gap={6} wrap="nowrap">
            {known && waiting === 0 && status === 'online' ? (
              <IconCloudCheck size={20} color={`var(--mantine-color-${color}-6)`} aria-hidden />
            ) : status === 'online' ? (
              <IconCloud size={20} color="var(--mantine-color-blue-6)" aria-hidden />
            ) : (
              <Icon size={20} color={`var(--mantine-color-${color}-6)`} aria-hidden />
            )}
            <Text size="sm" visibleFrom="sm" c={dark ? 'gray.2' : undefined}>
              {label}
            </Text>
            {waiting > 0 && (
              <Badge size="sm" circle={waiting < 10} color={alarm ? 'red' : 'blue'} data-testid="pending-count">
                {waiting}
              </Badge>
            )}
          </Group>
        </UnstyledButton>
      </LazyTooltip>
      {wanted && (
        <Suspense fallback={null}>
          <SyncDrawer opened={opened} onClose={close} userId={user._id} />
        </Suspense>
      )}
    </>
  );
}
