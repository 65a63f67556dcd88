import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ChangeEvent, useEffect, useState } from 'react';
import { EndSessionSchema } from '#contract/sessions';
import { contractText } from '#src/i18n/contract-text';
import { type FormErrors, validateWith } from '#src/lib/form-errors';
import { notify } from '#src/lib/notify';
import type { RosterStudent } from '#src/offline/worker/rosters';
import type { Attendance } from '#src/offline/page/teaching/teaching-session';
import { RollCall } from '#src/components/roll-call/roll-call';
import { useAbsent } from '#src/components/roll-call/use-absent';

type Props = {
  opened: boolean;
  slide: number;
  /** The class's enrolled students, the total's default (null when unknown, e.g. offline). */
  enrolled: number | null;
  /** The class's roster for the roll call (the device's copy offline); null or empty: numbers only. */
  roster: RosterStudent[] | null;
  onClose: () => void;
  onSave: (attendance: Attendance) => Promise<void>;
};

const PHONE = '(max-width: 36em)';
const COLUMN = { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' } as const;
const FILL_SCREEN = { content: { display: 'flex', flexDirection: 'column' }, body: COLUMN } as const;

/**
 * End Session: students attended, total students and notes (spec 03 §5), then the session is saved. With a roster,
 * a roll call fills the two numbers (attended = present, total = the roster) and its absent students are saved
 * with the end (issue 17); 'Numbers only' keeps the spec's typed numbers for a class whose roster is not kept here.
 */
export function EndSessionDialog({ opened, slide, enrolled, roster, onClose, onSave }: Props) {
  const { t } = useLingui();
  const [attended, setAttended] = useState('');
  const [total, setTotal] = useState('');
  const [notes, setNotes] = useState('');
  const [mode, setMode] = useState<'roll' | 'numbers'>('roll');
  const [errors, setErrors] = useState<FormErrors>({});
  /** A field's error, in the reader's language when it is one of the contract's checks. */
  const errorOf = (key: string) => (errors[key] ? contractText(errors[key]) : undefined);
  const [saving, setSaving] = useState(false);
  const phone = useMediaQuery(PHONE);
  const students = roster ?? [];
  const { absent, toggle, onRoster: absentIds } = useAbsent(students);
  const rollCall = mode === 'roll' && students.length > 0;
  const fillScreen = phone && rollCall;
  const present = students.length - absentIds.length;
  const onRoll = students.length;
  useEffect(() => {
    if (!opened) return;
    setErrors({});
    setTotal((current) => current || (enrolled ? String(enrolled) : ''));
  }, [opened, enrolled]);

  /** Typed numbers stay typed numbers, even if the roster arrives meanwhile. */
  const typed = (set: (value: string) => void) => (e: ChangeEvent<HTMLInputElement>) => {
    set(e.currentTarget.value);
    setMode('numbers');
  };

  const save = async () => {
    const input = rollCall
      ? {
          students_attended: students.length - absentIds.length,
          total_students: students.length,
          notes,
          absent_student_ids: absentIds,
        }
      : { students_attended: attended, total_students: total, notes };
    const checked = validateWith(EndSessionSchema, input);
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
      const { students_attended, total_students, notes: text, absent_student_ids } = checked.output;
      await onSave({ students_attended, total_students, notes: text, ...(rollCall ? { absent_student_ids } : {}) });
    } catch {
      notify.error(t`Failed to end session`);
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`End Session`}
      centered
      fullScreen={phone}
      size="lg"
      // On a phone with a roll call, the dialog is a column the screen's height: the list fills what the rest
      // leaves, and the counts, notes and Save stay in view below it (no scroll inside a scroll).
      styles={fillScreen ? FILL_SCREEN : undefined}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        noValidate
        style={fillScreen ? COLUMN : undefined}
      >
        <Stack style={fillScreen ? COLUMN : undefined}>
          <Text size="sm" c="dimmed">
            <Trans>The class ends on slide {slide}.</Trans>
          </Text>
          {students.length > 0 && (
            <SegmentedControl
              aria-label={t`How attendance is taken`}
              value={mode}
              onChange={(value) => setMode(value as 'roll' | 'numbers')}
              data={[
                { value: 'roll', label: t`Roll call` },
                { value: 'numbers', label: t`Numbers only` },
              ]}
            />
          )}
          {rollCall ? (
            <>
              <RollCall students={students} absent={absent} onToggle={toggle} fill={fillScreen} />
              <Text size="sm" c="dimmed" data-testid="roll-call-numbers">
                <Trans>
                  Students attended: {present} · Total students: {onRoll}
                </Trans>
              </Text>
              {errors.students_attended && (
                <Text size="sm" c="red.8" role="alert">
                  {contractText(errors.students_attended)}
                </Text>
              )}
            </>
          ) : (
            <Group grow align="flex-start">
              <TextInput
                label={t`Students attended`}
                inputMode="numeric"
                value={attended}
                onChange={typed(setAttended)}
                error={errorOf('students_attended')}
                data-autofocus
                required
              />
              <TextInput
                label={t`Total students`}
                inputMode="numeric"
                value={total}
                onChange={typed(setTotal)}
                error={errorOf('total_students')}
                required
              />
            </Group>
          )}
          <Textarea
            label={t`Notes`}
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
            error={errorOf('notes')}
            autosize
            minRows={2}
            maxRows={6}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              <Trans>Back to slides</Trans>
            </Button>
            <Button type="submit" loading={saving}>
              <Trans>Save and End</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
