import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDevices } from '@tabler/icons-react';
import type { ClassSessionView } from '#contract/sessions-types';
import { formatTime } from '#src/lib/format';

/** Long choices wrap on a narrow screen instead of being cut off. */
const WRAP = { h: 'auto', py: 8, styles: { label: { whiteSpace: 'normal' as const, textAlign: 'center' as const } } };

type StartProps = {
  classLevel: string;
  other: ClassSessionView | null;
  busy: boolean;
  onContinue: () => void;
  onNew: () => void;
  onClose: () => void;
};

/** Before a start: the class is already in progress on another device (issue 15: one live session per class). */
export function StartConflictDialog({ classLevel, other, busy, onContinue, onNew, onClose }: StartProps) {
  const { t } = useLingui();
  const at = formatTime(other?.session_date);
  const slide = other?.current_slide;
  return (
    <Modal
      opened={other !== null}
      onClose={onClose}
      title={t`Class ${classLevel} is in progress on another device`}
      centered
      zIndex={500}
    >
      <Stack>
        <Text size="sm">
          <Trans>
            You started Class {classLevel} at {at} on another device; it is at slide {slide}. Continue it here, or end
            it and start a new session.
          </Trans>
        </Text>
        <Button onClick={onContinue} loading={busy} data-autofocus {...WRAP}>
          <Trans>Continue the session started at {at} on another device</Trans>
        </Button>
        <Button variant="light" color="orange" onClick={onNew} disabled={busy} {...WRAP}>
          <Trans>End it and start a new one</Trans>
        </Button>
        <Button variant="default" onClick={onClose} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
      </Stack>
    </Modal>
  );
}

/**
 * A notice under the viewer's toolbar about the class on another device: a title, what happened, and the teacher's
 * choices — the first one chosen with a filled button, a second (if any) outlined.
 */
function DeviceNotice({
  title,
  text,
  busy,
  primary,
  secondary,
}: {
  title: string;
  text: string;
  busy: boolean;
  primary: { label: string; onClick: () => void };
  secondary?: { label: string; onClick: () => void };
}) {
  return (
    <Alert color="orange" variant="filled" icon={<IconDevices size={18} />} title={title} role="alert" radius={0}>
      <Stack gap="xs">
        <Text size="sm">{text}</Text>
        <Group gap="xs">
          <Button size="xs" variant="white" color="orange" onClick={primary.onClick} loading={busy}>
            {primary.label}
          </Button>
          {secondary && (
            <Button size="xs" variant="outline" color="white" onClick={secondary.onClick} disabled={busy}>
              {secondary.label}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}

type NoticeProps = {
  classLevel: string;
  other: ClassSessionView;
  busy: boolean;
  onKeep: () => void;
  onSwitch: () => void;
};

/** While teaching, once the device has synced: the same class is also in progress on another device. */
export function LiveConflictNotice({ classLevel, other, busy, onKeep, onSwitch }: NoticeProps) {
  const { t } = useLingui();
  const at = formatTime(other.session_date);
  const slide = other.current_slide;
  return (
    <DeviceNotice
      title={t`Class ${classLevel} is also in progress on another device`}
      text={t`Started at ${at}, at slide ${slide}. Both sessions are kept until you choose which one goes on.`}
      busy={busy}
      primary={{ label: t`Keep teaching here`, onClick: onKeep }}
      secondary={{ label: t`Switch to that session`, onClick: onSwitch }}
    />
  );
}

type EndedProps = { other: ClassSessionView; busy: boolean; onStop: () => void; onKeep: () => void };

/**
 * While teaching, once synced: another device ended this session (with its attendance) or closed it (keeping its
 * own). Nothing shown here is lost: the slides still count towards the class's progress.
 */
export function EndedElsewhereNotice({ other, busy, onStop, onKeep }: EndedProps) {
  const { t } = useLingui();
  const closed = other.students_attended === null;
  const at = formatTime(other.ended_at ?? other.updatedAt);
  const classLevel = other.class_level;
  const attended = other.students_attended;
  const total = other.total_students;
  return (
    <DeviceNotice
      title={
        closed
          ? t`Class ${classLevel} was closed on another device`
          : t`Class ${classLevel} was ended on another device`
      }
      text={
        closed
          ? t`At ${at} you chose to teach it on another device. The slides you show here still count towards the class's progress, and ending the class here records its attendance.`
          : t`Ended at ${at}, attendance ${attended} of ${total}. The slides you show here still count towards the class's progress; its attendance stays as recorded.`
      }
      busy={busy}
      primary={{ label: t`Stop teaching here`, onClick: onStop }}
      secondary={{ label: t`Keep teaching here`, onClick: onKeep }}
    />
  );
}

/** While teaching, once synced: another device cancelled this class, so the server keeps nothing of it. */
export function CancelledElsewhereNotice({
  classLevel,
  busy,
  onStop,
}: {
  classLevel: string;
  busy: boolean;
  onStop: () => void;
}) {
  const { t } = useLingui();
  return (
    <DeviceNotice
      title={t`Class ${classLevel} was cancelled on another device`}
      text={t`A cancelled class is not recorded, so what is taught here is not kept. Start the class again to record it.`}
      busy={busy}
      primary={{ label: t`Stop teaching here`, onClick: onStop }}
    />
  );
}
