import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowsSort, IconCheck, IconSortAscending, IconSortDescending, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { ClassRegisterResponse, RegisterMark, RegisterStudent } from '#contract/class-register';
import { formatShortDay, formatTime, percentText } from '#src/lib/format';
import classes from './register.module.css';
import { monthLabel } from './register-month-picker';
import { compareText } from '#src/lib/compare-text';

type SortKey = 'name' | 'rate';
type Sort = { key: SortKey; dir: 'ascending' | 'descending' };

const byName = (a: RegisterStudent, b: RegisterStudent) => compareText(a.name, b.name);

/** Sorted by name or rate; students with no roll call held have no rate and come last either way. */
function sorted(students: RegisterStudent[], sort: Sort) {
  const sign = sort.dir === 'ascending' ? 1 : -1;
  return [...students].sort((a, b) => {
    if (sort.key === 'name') return sign * byName(a, b);
    if (a.rate === null || b.rate === null)
      return (a.rate === null ? 1 : 0) - (b.rate === null ? 1 : 0) || byName(a, b);
    return sign * (a.rate - b.rate) || byName(a, b);
  });
}

/** Present and absent with an icon and a letter, never colour alone; the cell's whole word for screen readers. */
function Mark({ mark }: { mark: RegisterMark }) {
  const { t } = useLingui();
  if (mark === 'P' || mark === 'A') {
    const present = mark === 'P';
    return (
      <span className={present ? classes.present : classes.absent}>
        {present ? <IconCheck size={14} aria-hidden /> : <IconX size={14} aria-hidden />}
        <span aria-hidden>{mark}</span>
        <VisuallyHidden>{present ? t`Present` : t`Absent`}</VisuallyHidden>
      </span>
    );
  }
  return (
    <Text span size="sm" c="dimmed">
      <span aria-hidden>{mark === 'U' ? '–' : ''}</span>
      <VisuallyHidden>{mark === 'U' ? t`No roll call` : t`Not in the class`}</VisuallyHidden>
    </Text>
  );
}

function SortHeader({
  label,
  column,
  sort,
  onSort,
}: {
  label: string;
  column: SortKey;
  sort: Sort;
  onSort: (s: Sort) => void;
}) {
  const { t } = useLingui();
  const active = sort.key === column;
  const next: Sort['dir'] = active && sort.dir === 'ascending' ? 'descending' : 'ascending';
  const Icon = !active ? IconArrowsSort : sort.dir === 'ascending' ? IconSortAscending : IconSortDescending;
  return (
    <UnstyledButton className={classes.sortButton} onClick={() => onSort({ key: column, dir: next })}>
      {label}
      <Icon size={14} aria-hidden />
      <VisuallyHidden>{next === 'ascending' ? t`, sort ascending` : t`, sort descending`}</VisuallyHidden>
    </UnstyledButton>
  );
}

/** Students × sessions with each student's marks, present of held and rate; sortable by name and by rate. */
export function RegisterTable({ register }: { register: ClassRegisterResponse }) {
  const [sort, setSort] = useState<Sort>({ key: 'name', dir: 'ascending' });
  const rows = useMemo(() => sorted(register.students, sort), [register.students, sort]);
  const days = register.sessions.map((s) => formatShortDay(s.session_date));
  const ariaSort = (key: SortKey) => (sort.key === key ? sort.dir : undefined);
  const { t } = useLingui();
  const registerClass = register.class_level;
  const monthName = monthLabel(register.month);
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        <Trans>
          ✓ P present · ✗ A absent · – no roll call that session (counts only) · blank: not in the class that day
        </Trans>
      </Text>
      <div className={classes.scroller}>
        <Table withTableBorder withColumnBorders verticalSpacing={6} horizontalSpacing="xs" className={classes.table}>
          <Table.Caption className={classes.caption}>
            <Trans>
              Register of Class {registerClass}, {monthName}
            </Trans>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={classes.sticky} aria-sort={ariaSort('name')}>
                <SortHeader label={t`Student`} column="name" sort={sort} onSort={setSort} />
              </Table.Th>
              {register.sessions.map((s, i) => {
                const twice = days.filter((d) => d === days[i]).length > 1;
                const { starting_slide: from, ending_slide: to } = s;
                const teacher = s.teacher?.name;
                const figures =
                  s.students_attended !== null && s.total_students ? `${s.students_attended}/${s.total_students}` : '';
                return (
                  <Table.Th
                    key={s._id}
                    className={classes.session}
                    title={teacher ? t`${teacher}, slides ${from}–${to}` : t`slides ${from}–${to}`}
                  >
                    <Stack gap={0} align="center">
                      <span>{days[i]}</span>
                      {twice && <Text size="xs">{formatTime(s.session_date)}</Text>}
                      <Text size="xs" c="dimmed" fw={400}>
                        {s.roll_call ? figures : t`counts ${figures}`}
                      </Text>
                    </Stack>
                  </Table.Th>
                );
              })}
              <Table.Th className={classes.figure}>
                <Trans>Present / held</Trans>
              </Table.Th>
              <Table.Th className={classes.figure} aria-sort={ariaSort('rate')}>
                <SortHeader label={t`Rate`} column="rate" sort={sort} onSort={setSort} />
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((student) => (
              <Table.Tr key={student._id}>
                <Table.Th scope="row" className={classes.sticky}>
                  <Text size="sm" fw={600} lineClamp={1}>
                    {student.name}
                  </Text>
                  <Text size="xs" c="dimmed" fw={400}>
                    {student.student_id}
                  </Text>
                </Table.Th>
                {student.marks.map((mark, i) => (
                  <Table.Td key={register.sessions[i]?._id} className={classes.mark}>
                    <Mark mark={mark} />
                  </Table.Td>
                ))}
                <Table.Td className={classes.figure}>
                  {student.present} / {student.held}
                </Table.Td>
                <Table.Td className={classes.figure} fw={600}>
                  {student.rate === null ? '—' : percentText(student.rate)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Stack>
  );
}
