import { Button, Chip, Group, Select } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useMemo } from 'react';
import { gradeOf } from '#contract/constants';
import { USER_STATUSES, type UserStatus } from '#contract/roles';
import { SearchInput } from '#src/components/search-input';
import { useClassOptions } from '../api/class-options';
import type { StudentListParams } from '../api/list-students';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  ...USER_STATUSES.map((s) => ({ value: s, label: s.charAt(0).toUpperCase() + s.slice(1) })),
];

type Props = { params: StudentListParams; onChange: (next: Partial<StudentListParams>) => void };

/** Search, class and status filters, then a chip per active filter and Clear all (spec 02 §2 Students). */
export function StudentsFilters({ params, onChange }: Props) {
  const classes = useClassOptions();
  const classOptions = useMemo(() => {
    const labels = [...new Set((classes.data?.data ?? []).map((c) => c.class_level))];
    labels.sort((a, b) => (gradeOf(a) ?? 99) - (gradeOf(b) ?? 99) || a.localeCompare(b));
    if (params.classLevel && !labels.includes(params.classLevel)) labels.unshift(params.classLevel);
    return [{ value: 'all', label: 'All classes' }, ...labels.map((l) => ({ value: l, label: `Class ${l}` }))];
  }, [classes.data, params.classLevel]);

  const chips = [
    params.search && { key: 'search', label: `Search: ${params.search}`, clear: { search: '' } },
    params.classLevel && { key: 'class', label: `Class: ${params.classLevel}`, clear: { classLevel: '' } },
    params.status && { key: 'status', label: `Status: ${params.status}`, clear: { status: '' as const } },
  ].filter(Boolean) as { key: string; label: string; clear: Partial<StudentListParams> }[];

  return (
    <>
      <Group gap="sm" align="flex-end">
        <SearchInput
          value={params.search}
          label="Search students"
          placeholder="Search by name, email, student ID or parent contact"
          onChange={(search) => onChange({ search, page: 1 })}
        />
        <Select
          aria-label="Filter by class"
          data={classOptions}
          value={params.classLevel || 'all'}
          allowDeselect={false}
          searchable
          w={{ base: '100%', xs: 170 }}
          onChange={(value) => onChange({ classLevel: !value || value === 'all' ? '' : value, page: 1 })}
        />
        <Select
          aria-label="Filter by status"
          data={STATUS_OPTIONS}
          value={params.status || 'all'}
          allowDeselect={false}
          w={{ base: '100%', xs: 170 }}
          onChange={(value) => onChange({ status: !value || value === 'all' ? '' : (value as UserStatus), page: 1 })}
        />
      </Group>
      {chips.length > 0 && (
        <Group gap="xs" mt="sm" aria-label="Active filters">
          {chips.map((chip) => (
            <Chip
              key={chip.key}
              checked
              size="sm"
              icon={<IconX size={12} />}
              onChange={() => onChange({ ...chip.clear, page: 1 })}
              aria-label={`Remove filter ${chip.label}`}
            >
              {chip.label}
            </Chip>
          ))}
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => onChange({ search: '', classLevel: '', status: '', page: 1 })}
          >
            Clear all
          </Button>
        </Group>
      )}
    </>
  );
}
