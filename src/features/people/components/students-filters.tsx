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

/** Readers of more schools than this see each class once, across their schools (the list shows each one's school). */
const MAX_SCHOOLS_APART = 5;
const SEP = '|';

type ClassChoice = { value: string; label: string; classLevel: string; schoolId: string; schoolName: string };

/**
 * The class filter's choices. A reader of two to five schools (a teacher, a school manager) may have a '6A' at two of
 * them: each is its own choice, named with its school. A reader of many schools (an admin) filters a class across
 * them all.
 */
function useClassChoices(params: StudentListParams): ClassChoice[] {
  const { t } = useLingui();
  const classes = useClassOptions();
  return useMemo(() => {
    const rows = classes.data?.data ?? [];
    const apart = new Set(rows.map((c) => c.school_id)).size;
    const bySchool = apart > 1 && apart <= MAX_SCHOOLS_APART;
    const choices = new Map<string, Omit<ClassChoice, 'value' | 'label'>>();
    for (const c of rows) {
      const schoolId = bySchool ? c.school_id : '';
      choices.set(`${schoolId}${SEP}${c.class_level}`, {
        classLevel: c.class_level,
        schoolId,
        schoolName: bySchool ? c.school_name : '',
      });
    }
    // A class from the address that is not among them (another reader's link) is still shown as chosen.
    const chosen = `${params.schoolId}${SEP}${params.classLevel}`;
    if (params.classLevel && !choices.has(chosen))
      choices.set(chosen, { classLevel: params.classLevel, schoolId: params.schoolId, schoolName: '' });
    return [...choices]
      .map(([value, c]) => {
        const { classLevel: level, schoolName: school } = c;
        return { ...c, value, label: school ? t`Class ${level} · ${school}` : t`Class ${level}` };
      })
      .sort(
        (a, b) =>
          (gradeOf(a.classLevel) ?? 99) - (gradeOf(b.classLevel) ?? 99) ||
          compareText(a.classLevel, b.classLevel) ||
          compareText(a.schoolName, b.schoolName),
      );
  }, [classes.data, params.classLevel, params.schoolId, t]);
}

/** The class and status filters beside the search (spec 02 §2 Students). */
export function StudentsFilterSelects({ params, onChange }: Props) {
  const { t } = useLingui();
  const choices = useClassChoices(params);
  return (
    <>
      <FilterSelect
        label={t`Filter by class`}
        all={t`All classes`}
        options={choices.map(({ value, label }) => ({ value, label }))}
        value={params.classLevel ? `${params.schoolId}${SEP}${params.classLevel}` : ''}
        width={choices.some((c) => c.schoolName) ? 260 : 170}
        searchable
        onChange={(value) => {
          const choice = choices.find((c) => c.value === value);
          onChange({ classLevel: choice?.classLevel ?? '', schoolId: choice?.schoolId ?? '', page: 1 });
        }}
      />
      <UserStatusFilter value={params.status} onChange={(status) => onChange({ status, page: 1 })} />
    </>
  );
}

const CHIP_WRAPS = {
  root: { maxWidth: '100%' },
  label: { whiteSpace: 'normal', height: 'auto', minHeight: 'var(--chip-size)', lineHeight: 1.3, paddingBlock: 4 },
} as const;

/** A chip per active filter, and Clear all. */
export function StudentsFilterChips({ params, onChange }: Props) {
  const { t } = useLingui();
  const words = usePeopleLabels();
  const { search, classLevel } = params;
  const school = useClassChoices(params).find((c) => c.value === `${params.schoolId}${SEP}${classLevel}`)?.schoolName;
  const status = words.statusWord(params.status);
  const chips = [
    search && { key: 'search', label: t`Search: ${search}`, clear: { search: '' } },
    classLevel && {
      key: 'class',
      label: school ? t`Class: ${classLevel} · ${school}` : t`Class: ${classLevel}`,
      clear: { classLevel: '', schoolId: '' },
    },
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
            // A long school name wraps inside the chip on a phone rather than widen the page.
            styles={CHIP_WRAPS}
          >
            {chip.label}
          </Chip>
        );
      })}
      <Button
        size="compact-sm"
        variant="subtle"
        onClick={() => onChange({ search: '', classLevel: '', schoolId: '', status: '', page: 1 })}
      >
        <Trans>Clear all</Trans>
      </Button>
    </Group>
  );
}
