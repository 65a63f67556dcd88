import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { USER_STATUSES, type UserStatus } from '#contract/roles';

type Option = { value: string; label: string };

type Props = {
  /** The select's accessible name ('Filter by role'). */
  label: string;
  /** The first choice, which lifts the filter ('All roles'). */
  all: string;
  options: Option[];
  /** The filter's value in the URL: '' for all. */
  value: string;
  onChange: (value: string) => void;
  /** Its width from the xs breakpoint up; full width below. */
  width: number;
  searchable?: boolean;
};

const STATUS_LABELS: Record<UserStatus, MessageDescriptor> = {
  active: msg`Active`,
  pending: msg`Pending`,
  suspended: msg`Suspended`,
};

/** A filter of a list screen beside its search: 'all' stands for no filter (''). */
export function FilterSelect({ label, all, options, value, onChange, width, searchable }: Props) {
  return (
    <Select
      aria-label={label}
      data={[{ value: 'all', label: all }, ...options]}
      value={value || 'all'}
      allowDeselect={false}
      searchable={searchable}
      w={{ base: '100%', xs: width }}
      onChange={(next) => onChange(!next || next === 'all' ? '' : next)}
    />
  );
}

/** The users' and students' status filter. */
export function UserStatusFilter({
  value,
  onChange,
}: {
  value: UserStatus | '';
  onChange: (status: UserStatus | '') => void;
}) {
  const { i18n, t } = useLingui();
  return (
    <FilterSelect
      label={t`Filter by status`}
      all={t`All statuses`}
      options={USER_STATUSES.map((s) => ({ value: s, label: i18n._(STATUS_LABELS[s]) }))}
      value={value}
      width={170}
      onChange={(status) => onChange(status as UserStatus | '')}
    />
  );
}
