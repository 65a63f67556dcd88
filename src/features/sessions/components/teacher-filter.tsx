import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTeacherSearch } from '../api/search-teachers';

type Props = {
  value: string | undefined;
  /** The chosen teacher's name when known (from the sessions listed), so the field shows it before any search. */
  valueLabel: string | undefined;
  onChange: (teacherId: string | undefined) => void;
};

/** Managers and admins: one teacher's sessions, found by name (the server searches the teachers in scope). */
export function TeacherFilter({ value, valueLabel, onChange }: Props) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [open, setOpen] = useState(false);
  const found = useTeacherSearch(debounced, open);
  const options = (found.data?.data ?? []).map((teacher) => ({ value: teacher._id, label: teacher.name }));
  if (value && !options.some((o) => o.value === value)) {
    options.unshift({ value, label: valueLabel ?? t`Selected teacher` });
  }
  return (
    <Select
      label={t`Teacher`}
      placeholder={t`All teachers`}
      searchable
      clearable
      data={options}
      value={value ?? null}
      onChange={(next) => onChange(next ?? undefined)}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpen(true)}
      // The server has searched already (names and e-mails); show what it found.
      filter={({ options: all }) => all}
      nothingFoundMessage={found.isFetching ? t`Searching…` : t`No teachers found`}
      miw={200}
      maw="100%"
    />
  );
}
