import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { EndSessionSchema } from '#contract/sessions';
import type { OutboxBody } from '#contract/outbox-calls';
import type { OutboxEntry } from '#src/offline/worker/device-records';
import { type FormErrors, validateWith } from '#src/lib/form-errors';

type Props = {
  entry: OutboxEntry | null;
  onClose: () => void;
  onResend: (body: OutboxBody<'sessions.endSession'>) => Promise<void>;
};

/** A refused end of session: the teacher corrects the attendance and sends it again. */
export function FixEndDialog({ entry, onClose, onResend }: Props) {
  const payload = entry?.endpoint === 'sessions.endSession' ? entry.body : undefined;
  const [attended, setAttended] = useState('');
  const [total, setTotal] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
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

  return (
    <Modal opened={entry !== null} onClose={onClose} title="Fix attendance and resend" centered zIndex={450}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack>
          <Text size="sm">{entry?.label}</Text>
          {entry?.lastError && (
            <Text size="sm" c="red.7">
              The server said: {entry.lastError}
            </Text>
          )}
          {payload?.absent_student_ids && (
            <Text size="sm" c="dimmed">
              With a roll call ({payload.absent_student_ids.length} absent). Changing the numbers sends them without it.
            </Text>
          )}
          <Group grow align="flex-start">
            <TextInput
              label="Students attended"
              inputMode="numeric"
              value={attended}
              onChange={(e) => setAttended(e.currentTarget.value)}
              error={errors.students_attended}
              data-autofocus
              required
            />
            <TextInput
              label="Total students"
              inputMode="numeric"
              value={total}
              onChange={(e) => setTotal(e.currentTarget.value)}
              error={errors.total_students}
              required
            />
          </Group>
          <Textarea
            label="Notes"
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
            error={errors.notes}
            autosize
            minRows={2}
            maxRows={5}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Resend
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
