import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockExclamation, IconDownload, IconLogin } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { kindOf, type OutboxBody } from '#contract/outbox-calls';
import type { OutboxEntry } from '#src/offline/worker/device-records';
import { ConfirmDialog } from '#src/components/confirm-dialog';
import { NeedsNetwork } from '#src/components/network/needs-network';
import { useOnline } from '#src/components/network/use-online';
import { localDb } from '#src/offline/worker/local-db';
import { discard, dismissWarnings, resend } from '#src/offline/worker/outbox';
import { kickReplay } from '#src/offline/page/sync-engine';
import { session } from '#src/lib/session';
import { useNow } from '#src/components/class-items/use-now';
import { notify } from '#src/lib/notify';
import { clock } from '#src/lib/format';
import { saveUnsentChanges } from '#src/offline/page/save-unsent';
import { isStale } from '#src/offline/page/stale';
import { labelText } from '../outbox-label';
import { KIND_LABEL, useOutbox, useSyncState } from '../use-outbox';
import { FixEndDialog } from './fix-end-dialog';
import { OutboxItem } from './outbox-item';

/**
 * The Sync panel (ARCHITECTURE.md §5): changes waiting to be sent, those the server refused ('Needs attention',
 * with its message: fix and resend, or discard on purpose) and those it confirmed, with the time it did.
 */
export function SyncPanel({ userId }: { userId: string }) {
  const { i18n, t } = useLingui();
  const outbox = useOutbox(userId);
  const sync = useSyncState();
  const { status } = useOnline();
  const [fixing, setFixing] = useState<OutboxEntry | null>(null);
  const [discarding, setDiscarding] = useState<OutboxEntry | null>(null);
  const now = useNow(30_000);
  if (!outbox) return null;
  const { pending, attention, sent, notices } = outbox;
  const waiting = pending.length + attention.length;
  const online = status === 'online' || status === 'unreachable';
  const stale = [...attention, ...pending].filter((e) => isStale(e, online, now));
  const staleCount = stale.length;
  const pendingCount = pending.length;
  const attentionCount = attention.length + notices.length;
  const sentCount = sent.length;
  const discardKind = discarding ? i18n._(KIND_LABEL[kindOf(discarding)]) : '';
  const discardLabel = discarding ? labelText(discarding.label) : '';
  const lastConfirmedAt = outbox.lastConfirmedAt ? clock(outbox.lastConfirmedAt) : null;
  const syncedUpTo = outbox.syncedUpTo ? clock(outbox.syncedUpTo, true) : null;
  const saveUnsent = async () => {
    const user = session.user();
    const count = await saveUnsentChanges({ id: userId, name: user?.name ?? '' });
    notify.success(
      t`Saved ${plural(count, { one: '# change', other: '# changes' })} to a file. An administrator can load it for you.`,
    );
  };

  const resendEntry = async (entry: OutboxEntry, body?: OutboxBody<'sessions.endSession'>) => {
    await resend(localDb(), entry.id, body);
    void kickReplay();
  };

  return (
    <Stack gap="md">
      <div role="status" aria-label={t`Sync summary`}>
        {waiting === 0 && sent.length > 0 ? (
          <Group gap="xs" c="green.8">
            <IconCircleCheck size={18} aria-hidden />
            <Text fw={600}>
              <Trans>All changes saved</Trans>
            </Text>
          </Group>
        ) : waiting === 0 ? (
          <Text fw={600}>
            <Trans>Nothing waiting to be sent</Trans>
          </Text>
        ) : (
          <Text fw={600}>
            <Trans>
              <Plural value={waiting} one="# change" other="# changes" /> not yet confirmed by the server
            </Trans>
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {status === 'online'
            ? t`Online`
            : status === 'offline'
              ? t`Offline: changes are kept on this device`
              : t`The server cannot be reached: changes are kept on this device`}
          {lastConfirmedAt ? ` · ${t`last confirmed at ${lastConfirmedAt}`}` : ''}
        </Text>
        {syncedUpTo && (
          <Text size="sm" c="dimmed">
            <Trans>Synced up to {syncedUpTo}</Trans>
          </Text>
        )}
      </div>

      {stale.length > 0 && (
        <Alert
          color="red"
          icon={<IconClockExclamation />}
          title={t`${plural(staleCount, { one: '# change', other: '# changes' })} not confirmed for over 10 minutes`}
        >
          <Text size="sm">
            {t`The device is online but the server has not confirmed ${plural(staleCount, { one: 'it', other: 'them' })}: the last answer is shown with each change. If this device may never reach the server, save the unsent changes to a file and give it to your administrator.`}
          </Text>
        </Alert>
      )}

      {waiting > 0 && (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} />}
          onClick={() => void saveUnsent()}
          style={{ alignSelf: 'flex-start' }}
        >
          <Trans>Save unsent changes</Trans>
        </Button>
      )}

      {sync.needsSignIn && pending.length > 0 && (
        <Alert
          color="orange"
          icon={<IconLogin />}
          title={t`Sign in again to send ${plural(pendingCount, { one: '# saved change', other: '# saved changes' })}`}
        >
          <Stack gap="xs">
            <Text size="sm">
              <Trans>Your sign-in has expired. The changes stay on this device and are sent once you sign in.</Trans>
            </Text>
            <Button
              size="xs"
              color="orange"
              style={{ alignSelf: 'flex-start' }}
              onClick={() => session.clear('rejected')}
            >
              <Trans>Sign in again</Trans>
            </Button>
          </Stack>
        </Alert>
      )}

      {pending.length > 0 && !sync.needsSignIn && (
        <NeedsNetwork>
          <Button
            size="xs"
            variant="light"
            loading={sync.running}
            onClick={() => void kickReplay()}
            style={{ alignSelf: 'flex-start' }}
          >
            <Trans>Send now</Trans>
          </Button>
        </NeedsNetwork>
      )}

      {attention.length + notices.length > 0 && (
        <Section
          title={t`Needs attention (${attentionCount})`}
          icon={<IconAlertTriangle size={16} color="var(--mantine-color-red-6)" />}
        >
          {attention.map((entry) => (
            <OutboxItem
              key={entry.id}
              entry={entry}
              stale={stale.includes(entry)}
              onFix={entry.endpoint === 'sessions.endSession' ? () => setFixing(entry) : undefined}
              onResend={entry.endpoint === 'sessions.endSession' ? undefined : () => void resendEntry(entry)}
              onDiscard={() => setDiscarding(entry)}
            />
          ))}
          {notices.map((entry) => (
            <OutboxItem key={entry.id} entry={entry} onDismiss={() => void dismissWarnings(localDb(), entry.id)} />
          ))}
        </Section>
      )}
      {pending.length > 0 && (
        <Section title={t`Waiting to send (${pendingCount})`}>
          {pending.map((entry) => (
            <OutboxItem key={entry.id} entry={entry} stale={stale.includes(entry)} />
          ))}
        </Section>
      )}
      {sent.length > 0 && (
        <Section title={t`Sent (${sentCount})`}>
          {sent.map((entry) => (
            <OutboxItem key={entry.id} entry={entry} />
          ))}
        </Section>
      )}

      <FixEndDialog
        entry={fixing}
        onClose={() => setFixing(null)}
        onResend={async (payload) => {
          if (fixing) await resendEntry(fixing, payload);
          setFixing(null);
        }}
      />
      <ConfirmDialog
        opened={discarding !== null}
        title={t`Discard this change?`}
        message={
          discarding
            ? t`${discardKind}: ${discardLabel}. The server never accepted it; discarding deletes it from this device for good.`
            : ''
        }
        confirmLabel={t`Discard`}
        cancelLabel={t`Keep it`}
        danger
        onConfirm={async () => {
          if (discarding) await discard(localDb(), discarding.id);
          setDiscarding(null);
        }}
        onClose={() => setDiscarding(null)}
      />
    </Stack>
  );
}

function Section({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Group gap={6} mb={6}>
        {icon}
        <Title order={3} size="h5">
          {title}
        </Title>
      </Group>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {children}
      </Stack>
    </section>
  );
}
