import { contractText } from '#src/i18n/contract-text';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { memo, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { PageHeader } from '#src/components/page-header';
import { notify } from '#src/lib/notify';
import { useTeachingChoices } from '#src/lib/teaching-choices';
import { useAfterFirstScreen } from '#src/lib/use-after-first-screen';
import { useClassSize } from '../api/class-sizes';
import { SessionSetup } from './session-setup';
import {
  cancelledElsewhereNotice,
  confirmDialog,
  endedElsewhereNotice,
  endSessionDialog,
  liveConflictNotice,
  preloadTeachingParts,
  slideViewer,
  startConflictDialog,
} from './teaching-parts';
import { useRoster } from './use-roster';
import { useTeaching } from './use-teaching';
import type { ViewerDeck } from '#src/offline/page/teaching/teaching-types';

type Props = {
  userId: string;
  /** Beside the setup form: the place for the 'Offline readiness' link (the offline UI fills it). */
  aside?: ReactNode;
  /** Extra items in the viewer's top bar (e.g. the sync status). */
  toolbarExtra?: ReactNode;
};

const exitFullScreen = () =>
  document.fullscreenElement ? document.exitFullscreen().catch(() => undefined) : Promise.resolve();
/** The dialogs do not change with the slide: a move re-renders only what shows the slide. */
const EndDialog = memo(endSessionDialog.Component);
const CancelDialog = memo(confirmDialog.Component);
const SlideViewer = slideViewer.Component;
const StartConflictDialog = startConflictDialog.Component;
const LiveConflictNotice = liveConflictNotice.Component;
const EndedElsewhereNotice = endedElsewhereNotice.Component;
const CancelledElsewhereNotice = cancelledElsewhereNotice.Component;

function Loading() {
  const { t } = useLingui();
  return (
    <Center py="xl">
      <Loader role="status" aria-label={t`Loading`} />
    </Center>
  );
}
const loading = <Loading />;

/** /log-session: choose a class, teach it from its slides, end with attendance (spec 03 §2 Start Teaching Session). */
export function LogSessionScreen({ userId, aside, toolbarExtra }: Props) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { choices, loadingNames } = useTeachingChoices();
  const flow = useTeaching(userId);
  const [dialog, setDialog] = useState<'end' | 'cancel' | null>(null);
  const teaching = flow.phase.name === 'teaching' ? flow.phase.teaching : null;
  const session = teaching?.session;
  const schoolName = choices.find((c) => c.school_id === session?.schoolId)?.name ?? '';
  // The changes' label in the outbox, kept on the device and in a saved file as made, in English (the Sync panel
  // says it in the teacher's language: features/sync/outbox-label.ts).
  const label = session ? `Class ${session.classLevel}${schoolName ? ` at ${schoolName}` : ''}` : '';
  const enrolled = useClassSize(session?.schoolId ?? '', session?.classLevel ?? '');
  const roster = useRoster(session ?? null);
  // Moves are paused while a dialog is open, so the slide the class ends on is the one when End was chosen.
  const [endSlide, setEndSlide] = useState(1);
  const { current, end, cancel, move, replaceDeck } = flow;
  const afterFirstScreen = useAfterFirstScreen();
  useEffect(() => {
    if (afterFirstScreen) void preloadTeachingParts();
  }, [afterFirstScreen]);
  const currentRef = useRef(current);
  currentRef.current = current;
  const openEnd = useCallback(() => {
    setEndSlide(currentRef.current);
    setDialog('end');
  }, []);
  const openCancel = useCallback(() => setDialog('cancel'), []);
  const closeDialog = useCallback(() => setDialog(null), []);
  const onMove = useCallback((n: number) => move(n, label), [move, label]);
  const onDeckReplaced = useCallback((deck: ViewerDeck) => replaceDeck(deck, label), [replaceDeck, label]);
  const saveEnd = useCallback(
    async (attendance: Parameters<typeof end>[0]) => {
      const id = await end(attendance, label);
      await exitFullScreen();
      if (id) await navigate({ to: '/sessions', search: { ended: id } });
    },
    [end, label, navigate],
  );
  const confirmCancel = useCallback(async () => {
    const cancelled = await cancel();
    setDialog(null);
    await exitFullScreen();
    if (cancelled) notify.info(t`Session cancelled`);
  }, [cancel, t]);

  const header = (
    <PageHeader title={t`Start Teaching Session`} subtitle={t`Choose a class and teach from its slides.`} />
  );
  const classLevel = session?.classLevel;
  // The device is asked for a class left open here (its database opens on the first visit): the page says where
  // it is meanwhile, and a class found replaces it with the viewer.
  if (flow.phase.name === 'checking') {
    return (
      <Stack>
        {header}
        {loading}
      </Stack>
    );
  }

  if (teaching && session) {
    return (
      <Suspense fallback={loading}>
        <SlideViewer
          deck={teaching.deck}
          heading={schoolName ? t`Class ${classLevel} · ${schoolName}` : t`Class ${classLevel}`}
          current={current}
          onMove={onMove}
          onDeckReplaced={onDeckReplaced}
          onEnd={openEnd}
          onCancel={openCancel}
          paused={dialog !== null}
          fromDevice={teaching.source === 'device'}
          toolbarExtra={toolbarExtra}
          notice={
            flow.conflict?.when === 'teaching' ? (
              <LiveConflictNotice
                classLevel={session.classLevel}
                other={flow.conflict.other}
                busy={flow.resolving}
                onKeep={() => void flow.resolve('keep')}
                onSwitch={() => void flow.resolve('switch')}
              />
            ) : flow.conflict?.when === 'ended' ? (
              <EndedElsewhereNotice
                other={flow.conflict.other}
                busy={flow.resolving}
                onStop={() => void flow.resolve('stop')}
                onKeep={() => void flow.resolve('keep')}
              />
            ) : (
              flow.conflict?.when === 'cancelled' && (
                <CancelledElsewhereNotice
                  classLevel={flow.conflict.classLevel}
                  busy={flow.resolving}
                  onStop={() => void flow.resolve('stop')}
                />
              )
            )
          }
        />
        <EndDialog
          key={session.id}
          opened={dialog === 'end'}
          slide={endSlide}
          enrolled={enrolled}
          roster={roster}
          onClose={closeDialog}
          onSave={saveEnd}
        />
        <CancelDialog
          opened={dialog === 'cancel'}
          title={t`Cancel Session?`}
          message={t`This session will be discarded and not saved, on this device and on the server. Attendance will not be recorded.`}
          confirmLabel={t`Cancel Session`}
          cancelLabel={t`Keep teaching`}
          danger
          onConfirm={confirmCancel}
          onClose={closeDialog}
        />
      </Suspense>
    );
  }

  const stuck = flow.phase.name === 'setup' ? flow.phase.stuck : null;
  const stuckClass = stuck?.session.classLevel;
  return (
    <Stack>
      {header}
      {stuck && (
        <Alert color="orange" title={t`A class in progress (Class ${stuckClass}) could not be reopened`}>
          <Stack gap="xs">
            <Text size="sm">{contractText(stuck.message)}</Text>
            <Group>
              <Button size="xs" variant="light" color="orange" onClick={() => void flow.cancel(stuck.session)}>
                <Trans>Discard that session</Trans>
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <Group align="flex-start" gap="md">
        <div style={{ flex: '1 1 320px', maxWidth: 560 }}>
          <SessionSetup
            userId={userId}
            choices={choices}
            loadingNames={loadingNames}
            starting={flow.starting}
            problem={flow.problem}
            onChange={flow.clearProblem}
            // The outbox's label of the start, in English as kept (see `label` above).
            onStart={(school, classLevel) =>
              void flow.start(school.school_id, classLevel, `Class ${classLevel} at ${school.name}`)
            }
          />
        </div>
        {aside}
      </Group>
      {flow.conflict?.when === 'start' && (
        <Suspense fallback={null}>
          <StartConflictDialog
            classLevel={flow.conflict?.when === 'start' ? flow.conflict.place.classLevel : ''}
            other={flow.conflict?.when === 'start' ? flow.conflict.other : null}
            busy={flow.resolving}
            onContinue={() => void flow.resolve('continue')}
            onNew={() => void flow.resolve('new')}
            onClose={flow.dismissConflict}
          />
        </Suspense>
      )}
    </Stack>
  );
}
