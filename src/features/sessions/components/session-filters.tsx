import { useLingui } from '@lingui/react/macro';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { CLASS_LEVEL_MESSAGES, isClassLevel } from '#contract/class-level';
import { contractText } from '#src/i18n/contract-text';
import { DATE_RANGE_LABELS, type DateRange } from './session-figures';

export type SessionListParams = { range?: DateRange; school?: string; class?: string; teacher?: string; page?: number };
type Option = { value: string; label: string };

type Props = {
  params: SessionListParams;
  schools: Option[];
  /** The classes to choose from; null: type a class (roles without assigned classes). */
  classes: string[] | null;
  /** Managers and admins: the teacher filter. */
  teacherFilter?: ReactNode;
  onChange: (next: SessionListParams) => void;
};

/** Date range (today, this week, this month), school, class and (managers, admins) teacher. A change of filter
 * goes back to the first page. */
export function SessionFilters({ params, schools, classes, teacherFilter, onChange: report }: Props) {
  const { i18n, t } = useLingui();
  const onChange = (next: SessionListParams) => report({ ...next, page: undefined });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <NativeSelect
        label={t`Date range`}
        value={params.range ?? ''}
        onChange={(e) => onChange({ ...params, range: (e.currentTarget.value || undefined) as DateRange | undefined })}
        data={[
          { value: '', label: t`All time` },
          ...Object.entries(DATE_RANGE_LABELS).map(([value, label]) => ({ value, label: i18n._(label) })),
        ]}
        miw={150}
      />
      <NativeSelect
        label={t`School`}
        value={params.school ?? ''}
        onChange={(e) => onChange({ ...params, school: e.currentTarget.value || undefined, class: undefined })}
        data={[{ value: '', label: t`All schools` }, ...schools]}
        miw={200}
        maw="100%"
      />
      {classes ? (
        <NativeSelect
          label={t`Class`}
          value={params.class ?? ''}
          onChange={(e) => onChange({ ...params, class: e.currentTarget.value || undefined })}
          data={[
            { value: '', label: t`All classes` },
            ...classes.map((classLevel) => ({ value: classLevel, label: t`Class ${classLevel}` })),
          ]}
          miw={130}
        />
      ) : (
        <ClassInput value={params.class} onApply={(classLevel) => onChange({ ...params, class: classLevel })} />
      )}
      {teacherFilter}
    </Group>
  );
}

/** A typed class, applied on Enter or on leaving the field; one that is not a class ('zz') says so at the field. */
function ClassInput({ value, onApply }: { value: string | undefined; onApply: (classLevel?: string) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(value ?? '');
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setText(value ?? ''), [value]);
  const apply = () => {
    const typed = text.trim().toUpperCase();
    const notAClass = typed !== '' && !isClassLevel(typed);
    setInvalid(notAClass);
    if (!notAClass && (typed || undefined) !== value) onApply(typed || undefined);
  };
  return (
    <TextInput
      label={t`Class`}
      placeholder={t`e.g. 6A`}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        setInvalid(false);
      }}
      onBlur={apply}
      onKeyDown={(e) => {
        if (e.key !== 'Enter') return;
        e.preventDefault();
        apply();
      }}
      error={invalid ? contractText(CLASS_LEVEL_MESSAGES.invalid) : undefined}
      w={invalid ? 220 : 110}
    />
  );
}
