import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { EndSessionSchema } from '../../../../contract/class-sessions';
import { type FormErrors, validateWith } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import type { Attendance } from '../offline/teaching-session';

type Props = {
  opened: boolean;
  slide: number;
  /** The class's enrolled students, the total's default (null when unknown, e.g. offline). */
  enrolled: number | null;
  onClose: () => void;
  onSave: (attendance: Attendance) => Promise<void>;
};

/** End Session: students attended, total students and notes (spec 03 §5), then the session is saved. */
export function EndSessionDialog({ opened, slide, enrolled, onClose, onSave }: Props) {
  const [attended, setAttended] = useState('');
  const [total, setTotal] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!opened) return;
    setErrors({});
    setTotal((t) => t || (enrolled ? String(enrolled) : ''));
  }, [opened, enrolled]);

  const save = async () => {
    const checked = validateWith(EndSessionSchema, { students_attended: attended, total_students: total, notes });
    if (!checked.ok) {
      setErrors(checked.errors);
      const first =
        checked.errors.students_attended ?? checked.errors.total_students ?? Object.values(checked.errors)[0];
      if (first) notify.error(first);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const { students_attended, total_students, notes: text } = checked.output;
      await onSave({ students_attended, total_students, notes: text });
    } catch {
      notify.error('Failed to end session');
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="End Session" centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        noValidate
      >
        <Stack>
          <Text size="sm" c="dimmed">
            The class ends on slide {slide}.
          </Text>
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
            maxRows={6}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Back to slides
            </Button>
            <Button type="submit" loading={saving}>
              Save and End
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
