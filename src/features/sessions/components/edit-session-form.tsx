import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Group,
  NativeSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { SessionRecordSchema, type SessionUpdateInput } from '#contract/sessions';
import type { ClassSessionDetail } from '#contract/sessions-types';
import { RollCall } from '#src/components/roll-call/roll-call';
import { useAbsent } from '#src/components/roll-call/use-absent';
import { contractText } from '#src/i18n/contract-text';
import { type FormErrors, validateWith } from '#src/lib/form-errors';
import type { RosterStudent } from '#src/offline/worker/rosters';
import type { SchoolChoice } from '#src/lib/teaching-choices';
import { NeedsNetwork } from '#src/components/network/needs-network';

type Values = {
  school_id: string;
  class_level: string;
  session_date: string;
  starting_slide: string;
  ending_slide: string;
  students_attended: string;
  total_students: string;
  notes: string;
};

const pad = (n: number) => String(n).padStart(2, '0');
const localDate = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
/** A new date keeps the session's time of day. */
function withDate(original: string, date: string): string {
  const d = new Date(original);
  const [y, m, day] = date.split('-').map(Number);
  return new Date(y ?? 0, (m ?? 1) - 1, day ?? 1, d.getHours(), d.getMinutes(), d.getSeconds()).toISOString();
}

function initial(s: ClassSessionDetail): Values {
  return {
    school_id: s.school_id._id,
    class_level: s.class_level,
    session_date: localDate(s.session_date),
    starting_slide: String(s.starting_slide),
    ending_slide: String(s.ending_slide),
    students_attended: s.students_attended === null ? '' : String(s.students_attended),
    total_students: s.total_students === null ? '' : String(s.total_students),
    notes: s.notes,
  };
}

type Props = {
  session: ClassSessionDetail;
  /** Who belonged to the session's class that day (null while unknown): the roll call's list. */
  roster: RosterStudent[] | null;
  choices: SchoolChoice[];
  disabled: boolean;
  saving: boolean;
  serverErrors: FormErrors;
  onSave: (input: SessionUpdateInput) => void;
  onCancel: () => void;
};

/**
 * School, class, start and end slide, attendance, date and notes, checked by the contract's rules. The roll call
 * (issue 17) is edited for the session's own class and day; moved elsewhere, its marks are checked again there.
 */
export function EditSessionForm({ session, roster, choices, disabled, saving, serverErrors, onSave, onCancel }: Props) {
  const { t } = useLingui();
  const [values, setValues] = useState(() => initial(session));
  const [errors, setErrors] = useState<FormErrors>({});
  const [mode, setMode] = useState<'roll' | 'numbers'>(session.roll_call ? 'roll' : 'numbers');
  const students = roster ?? [];
  const { absent, toggle, onRoster: absentIds } = useAbsent(students, session.absent_student_ids);
  const samePlace =
    values.school_id === session.school_id._id &&
    values.class_level === session.class_level &&
    values.session_date === localDate(session.session_date);
  const canRollCall = students.length > 0 && samePlace;
  const rollCall = canRollCall && mode === 'roll';

  const set = (key: keyof Values) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value, ...(key === 'school_id' ? { class_level: '' } : {}) }));
  };
  const schools = choices.some((c) => c.school_id === session.school_id._id)
    ? choices
    : [...choices, { school_id: session.school_id._id, name: session.school_id.name, classes: [session.class_level] }];
  const classes = schools.find((c) => c.school_id === values.school_id)?.classes ?? [];
  const shown = { ...serverErrors, ...errors };
  /** A field's error, in the reader's language when it is one of the contract's (the checks and the server's). */
  const errorOf = (key: string) => (shown[key] ? contractText(shown[key]) : undefined);

  const submit = () => {
    const { session_date, ...rest } = values;
    const numbers = rollCall
      ? { students_attended: String(students.length - absentIds.length), total_students: String(students.length) }
      : {};
    const checked = validateWith(SessionRecordSchema, { ...rest, ...numbers });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    const dateChanged = session_date && session_date !== localDate(session.session_date);
    // A roll call chosen away ('Numbers only') is removed; left alone elsewhere, the server checks it again.
    const marks = rollCall
      ? { absent_student_ids: absentIds }
      : canRollCall && session.roll_call
        ? { absent_student_ids: null }
        : {};
    onSave({
      ...checked.output,
      ...marks,
      ...(dateChanged ? { session_date: withDate(session.session_date, session_date) } : {}),
    });
  };

  return (
    <Paper withBorder p="lg" radius="md" maw={720}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeSelect
                label={t`School`}
                value={values.school_id}
                onChange={set('school_id')}
                error={errorOf('school_id')}
                data={schools.map((c) => ({ value: c.school_id, label: c.name }))}
              />
              <NativeSelect
                label={t`Class`}
                value={values.class_level}
                onChange={set('class_level')}
                error={errorOf('class_level')}
                data={[
                  { value: '', label: t`Select a class` },
                  ...classes.map((classLevel) => ({ value: classLevel, label: t`Class ${classLevel}` })),
                ]}
              />
              <TextInput
                label={t`Starting slide`}
                inputMode="numeric"
                value={values.starting_slide}
                onChange={set('starting_slide')}
                error={errorOf('starting_slide')}
              />
              <TextInput
                label={t`Ending slide`}
                inputMode="numeric"
                value={values.ending_slide}
                onChange={set('ending_slide')}
                error={errorOf('ending_slide')}
              />
              <TextInput
                label={t`Students attended`}
                inputMode="numeric"
                value={rollCall ? String(students.length - absentIds.length) : values.students_attended}
                onChange={set('students_attended')}
                error={errorOf('students_attended')}
                readOnly={rollCall}
                description={rollCall ? t`From the roll call` : undefined}
              />
              <TextInput
                label={t`Total students`}
                inputMode="numeric"
                value={rollCall ? String(students.length) : values.total_students}
                onChange={set('total_students')}
                error={errorOf('total_students')}
                readOnly={rollCall}
                description={rollCall ? t`From the roll call` : undefined}
              />
              <TextInput
                label={t`Date`}
                type="date"
                value={values.session_date}
                onChange={set('session_date')}
                error={errorOf('session_date')}
                max={localDate(new Date().toISOString())}
              />
            </SimpleGrid>
            {canRollCall && (
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
            {rollCall && <RollCall students={students} absent={absent} onToggle={toggle} />}
            {shown.absent_student_ids && (
              <Text size="sm" c="red.8" role="alert">
                {errorOf('absent_student_ids')}
              </Text>
            )}
            <Textarea
              label={t`Notes`}
              value={values.notes}
              onChange={set('notes')}
              error={errorOf('notes')}
              autosize
              minRows={3}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onCancel}>
                <Trans>Cancel</Trans>
              </Button>
              <NeedsNetwork>
                <Button type="submit" loading={saving}>
                  <Trans>Save Changes</Trans>
                </Button>
              </NeedsNetwork>
            </Group>
          </Stack>
        </fieldset>
      </form>
    </Paper>
  );
}
