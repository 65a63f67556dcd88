import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Chip, Group } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useMemo } from 'react';
import { gradeOf } from '#contract/class-level';
import { FilterSelect, UserStatusFilter } from '#src/components/list-screen/filter-select';
import { useClassOptions } from '../api/class-options';
import type { StudentListParams } from '../api/list-students';
import { compareText } from '#src/lib/compare-text';
import { usePeopleLabels } from './role-labels';

type Props = { params: StudentListParams; onChange: (next: Partial<StudentListParams>) => void };

/** The class and status filters beside the search (spec 02 §2 Students). */
export function StudentsFilterSelects({ params, onChange }: Props) {
  const { t } = useLingui();
  const classes = useClassOptions();
  const classOptions = useMemo(() => {
    const labels = [...new Set((classes.data?.data ?? []).map((c) => c.class_level))];
    labels.sort((a, b) => (gradeOf(a) ?? 99) - (gradeOf(b) ?? 99) || compareText(a, b));
    if (params.classLevel && !labels.includes(params.classLevel)) labels.unshift(params.classLevel);
    return labels.map((level) => ({ value: level, label: t`Class ${level}` }));
  }, [classes.data, params.classLevel, t]);

  return (
    <>
      <FilterSelect
        label={t`Filter by class`}
        all={t`All classes`}
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
  const { t } = useLingui();
  const words = usePeopleLabels();
  const { search, classLevel } = params;
  const status = words.statusWord(params.status);
  const chips = [
    search && { key: 'search', label: t`Search: ${search}`, clear: { search: '' } },
    classLevel && { key: 'class', label: t`Class: ${classLevel}`, clear: { classLevel: '' } },
    params.status && { key: 'status', label: t`Status: ${status}`, clear: { status: '' as const } },
  ].filter(Boolean) as { key: string; label: string; clear: Partial<StudentListParams> }[];
  if (chips.length === 0) return null;
  return (
    <Group gap="xs" mt="sm" aria-label={t`Active filters`}>
      {chips.map((chip) => {
        const label = chip.label;
        return (
          <Chip
            key={chip.key}
            checked
            size="sm"
            icon={<IconX size={12} />}
            onChange={() => onChange({ ...chip.clear, page: 1 })}
            aria-label={t`Remove filter ${label}`}
          >
            {chip.label}
          </Chip>
        );
      })}
      <Button
        size="compact-sm"
        variant="subtle"
        onClick={() => onChange({ search: '', classLevel: '', status: '', page: 1 })}
      >
        <Trans>Clear all</Trans>
      </Button>
    </Group>
  );
}
