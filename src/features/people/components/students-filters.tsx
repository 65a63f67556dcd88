import { Button, Chip, Group } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useMemo } from 'react';
import { gradeOf } from '#contract/class-level';
import { FilterSelect, UserStatusFilter } from '#src/components/list-screen/filter-select';
import { useClassOptions } from '../api/class-options';
import type { StudentListParams } from '../api/list-students';
import { compareText } from '#src/lib/compare-text';

type Props = { params: StudentListParams; onChange: (next: Partial<StudentListParams>) => void };

/** The class and status filters beside the search (spec 02 §2 Students). */
export function StudentsFilterSelects({ params, onChange }: Props) {
  const classes = useClassOptions();
  const classOptions = useMemo(() => {
    const labels = [...new Set((classes.data?.data ?? []).map((c) => c.class_level))];
    labels.sort((a, b) => (gradeOf(a) ?? 99) - (gradeOf(b) ?? 99) || compareText(a, b));
    if (params.classLevel && !labels.includes(params.classLevel)) labels.unshift(params.classLevel);
    return labels.map((l) => ({ value: l, label: `Class ${l}` }));
  }, [classes.data, params.classLevel]);

  return (
    <>
      <FilterSelect
        label="Filter by class"
        all="All classes"
        options={classOptions}
        value={params.classLevel}
        width={170}
        searchable
        onChange={(classLevel) => onChange({ classLevel, page: 1 })}
      />
      <UserStatusFilter value={params.status} onChange={(status) => onChange({ status, page: 1 })} />
    </>
  );
}

/** A chip per active filter, and Clear all. */
export function StudentsFilterChips({ params, onChange }: Props) {
  const chips = [
    params.search && { key: 'search', label: `Search: ${params.search}`, clear: { search: '' } },
    params.classLevel && { key: 'class', label: `Class: ${params.classLevel}`, clear: { classLevel: '' } },
    params.status && { key: 'status', label: `Status: ${params.status}`, clear: { status: '' as const } },
  ].filter(Boolean) as { key: string; label: string; clear: Partial<StudentListParams> }[];
  if (chips.length === 0) return null;
  return (
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
  );
}
