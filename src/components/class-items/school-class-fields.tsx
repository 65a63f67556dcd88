import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Group, NativeSelect, Radio, Text } from '@mantine/core';
import type { SchoolChoice } from '#src/lib/teaching-choices';

type Props = {
  choices: SchoolChoice[];
  schoolId: string;
  classes: string[];
  /** Several classes when creating (one item per class), one when editing. */
  multiple: boolean;
  onSchoolChange: (schoolId: string) => void;
  onClassesChange: (classes: string[]) => void;
  errors?: { school?: string; classes?: string };
  disabled?: boolean;
};

/** School, then the teacher's classes there (spec 03 §6: only their schools and assigned classes). */
export function SchoolClassFields({
  choices,
  schoolId,
  classes,
  multiple,
  onSchoolChange,
  onClassesChange,
  errors,
  disabled,
}: Props) {
  const { t } = useLingui();
  const school = choices.find((c) => c.school_id === schoolId);
  const options = school?.classes ?? [];
  return (
    <>
      <NativeSelect
        label={t`School`}
        withAsterisk
        value={schoolId}
        onChange={(e) => {
          onSchoolChange(e.currentTarget.value);
          onClassesChange([]);
        }}
        data={[
          { value: '', label: t`Select a school` },
          ...choices.map((c) => ({ value: c.school_id, label: c.name })),
        ]}
        error={errors?.school}
        description={choices.length ? undefined : t`No school assigned`}
        disabled={disabled}
        maw={480}
      />
      {multiple ? (
        <Checkbox.Group
          label={t`Classes`}
          withAsterisk
          value={classes}
          onChange={onClassesChange}
          error={errors?.classes}
        >
          <ClassOptions options={options} hasSchool={!!school}>
            {(c) => <Checkbox key={c} value={c} label={c} disabled={disabled} />}
          </ClassOptions>
        </Checkbox.Group>
      ) : (
        <Radio.Group
          label={t`Class`}
          withAsterisk
          value={classes[0] ?? ''}
          onChange={(c) => onClassesChange([c])}
          error={errors?.classes}
        >
          <ClassOptions options={options} hasSchool={!!school}>
            {(c) => <Radio key={c} value={c} label={c} disabled={disabled} />}
          </ClassOptions>
        </Radio.Group>
      )}
    </>
  );
}

function ClassOptions({
  options,
  hasSchool,
  children,
}: {
  options: string[];
  hasSchool: boolean;
  children: (c: string) => React.ReactNode;
}) {
  if (!hasSchool)
    return (
      <Text size="sm" c="dimmed" mt={4}>
        <Trans>Select a school to see your classes.</Trans>
      </Text>
    );
  if (!options.length)
    return (
      <Text size="sm" c="dimmed" mt={4}>
        <Trans>You have no classes assigned at this school.</Trans>
      </Text>
    );
  return (
    <Group gap="md" mt={6}>
      {options.map(children)}
    </Group>
  );
}
