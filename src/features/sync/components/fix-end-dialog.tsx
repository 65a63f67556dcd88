import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { EndSessionSchema } from '#contract/sessions';
import type { OutboxBody } from '#contract/outbox-calls';
import type { OutboxEntry } from '#src/offline/worker/device-records';
import { contractText } from '#src/i18n/contract-text';
import { type FormErrors, validateWith } from '#src/lib/form-errors';
import { lastErrorText } from '#src/offline/page/last-error';
import { labelText } from '../outbox-label';

type Props = {
  entry: OutboxEntry | null;
  onClose: () => void;
  onResend: (body: OutboxBody<'sessions.endSession'>) => Promise<void>;
};

/** A refused end of session: the teacher corrects the attendance and sends it again. */
export function FixEndDialog({ entry, onClose, onResend }: Props) {
  const { t } = useLingui();
  const payload = entry?.endpoint === 'sessions.endSession' ? entry.body : undefined;
  const [attended, setAttended] = useState('');
  const [total, setTotal] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  /** A field's error, in the reader's language when it is one of the contract's checks. */
  const errorOf = (key: string) => (errors[key] ? contractText(errors[key]) : undefined);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!payload) return;
    setAttended(String(payload.students_attended));
    setTotal(String(payload.total_students));
    setNotes(payload.notes ?? '');
    setErrors({});
    setSaving(false);
  }, [payload]);

  const save = async () => {
    if (!payload) return;
    const checked = validateWith(EndSessionSchema, { students_attended: attended, total_students: total, notes });
    if (!checked.ok) return setErrors(checked.errors);
    setSaving(true);
    try {
      const { students_attended, total_students, notes: text } = checked.output;
      const { absent_student_ids, ...rest } = payload;
      // The roll call goes with the numbers it made; numbers changed by hand are sent without it.
      const sameNumbers = students_attended === payload.students_attended && total_students === payload.total_students;
      await onResend({
        ...rest,
        students_attended,
        total_students,
        notes: text ?? '',
        ...(absent_student_ids && sameNumbers ? { absent_student_ids } : {}),
      });
    } finally {
      setSaving(false);
    }
  };

  const said = entry?.lastError ? lastErrorText(entry.lastError) : null;
  const absent = payload?.absent_student_ids?.length ?? 0;
  return (
    <Modal opened={entry !== null} onClose={onClose} title={t`Fix attendance and resend`} centered zIndex={450}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack>
          <Text size="sm">{entry ? labelText(entry.label) : undefined}</Text>
          {said && (
            <Text size="sm" c="red.7">
              <Trans>The server said: {said}</Trans>
            </Text>
          )}
          {payload?.absent_student_ids && (
            <Text size="sm" c="dimmed">
              <Trans>With a roll call ({absent} absent). Changing the numbers sends them without it.</Trans>
            </Text>
          )}
          <Group grow align="flex-start">
            <TextInput
              label={t`Students attended`}
              inputMode="numeric"
              value={attended}
              onChange={(e) => setAttended(e.currentTarget.value)}
              error={errorOf('students_attended')}
              data-autofocus
              required
            />
            <TextInput
              label={t`Total students`}
              inputMode="numeric"
              value={total}
              onChange={(e) => setTotal(e.currentTarget.value)}
              error={errorOf('total_students')}
              required
            />
          </Group>
          <Textarea
            label={t`Notes`}
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
            error={errorOf('notes')}
            autosize
            minRows={2}
            maxRows={5}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={saving}>
              <Trans>Resend</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
