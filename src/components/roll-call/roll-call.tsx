import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconCheck, IconSearch, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { RosterStudent } from '#src/offline/worker/rosters';
import classes from './roll-call.module.css';

type Props = {
  students: RosterStudent[];
  absent: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** In a full-screen dialog (a phone): the list takes all the height its column leaves, and scrolls within it. */
  fill?: boolean;
};

/**
 * The list takes the height the dialog leaves on the screen (its other parts take about 560 px), so Save stays in
 * view on a 720 px laptop screen; at least four rows, at most about ten.
 */
const LIST_HEIGHT = 'min(460px, max(184px, calc(100dvh - 560px)))';

/** A search box only where scanning the list would be slow. */
const SEARCH_FROM = 12;

const matches = (s: RosterStudent, query: string) =>
  !query || s.name.toLowerCase().includes(query) || s.student_id.toLowerCase().includes(query);

/**
 * The roll call (issue 17): everyone present by default, one tap, click or Space marks a student absent and back.
 * The list is one tab stop (arrow keys, Home and End move within it), so Tab goes on to the notes and Save; the
 * counts stay in view above the list, which scrolls within the dialog.
 */
export function RollCall({ students, absent, onToggle, fill = false }: Props) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const rows = useRef<(HTMLButtonElement | null)[]>([]);
  const needle = query.trim().toLowerCase();
  const shown = useMemo(() => students.filter((s) => matches(s, needle)), [students, needle]);
  const focused = Math.min(active, Math.max(0, shown.length - 1));
  const absentCount = useMemo(() => students.filter((s) => absent.has(s._id)).length, [students, absent]);
  const present = students.length - absentCount;
  const total = students.length;
  const typed = query.trim();

  // A roster that arrives after its dialog opened (from the server: the device had none) replaces the number
  // field that had the focus, which falls back to the page: the first student takes it, as on opening.
  useEffect(() => {
    const first = rows.current[0];
    const lost = document.activeElement === document.body || document.activeElement === null;
    if (first?.closest('[role="dialog"]') && lost) first.focus();
  }, []);

  const move = (event: KeyboardEvent, index: number) => {
    const last = shown.length - 1;
    const next =
      event.key === 'ArrowDown'
        ? Math.min(last, index + 1)
        : event.key === 'ArrowUp'
          ? Math.max(0, index - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    rows.current[next]?.focus();
  };

  const list = (
    <fieldset aria-label={t`Students: checked are present`} className={classes.list}>
      {shown.map((s, index) => {
        const isAbsent = absent.has(s._id);
        return (
          <UnstyledButton
            key={s._id}
            ref={(el) => {
              rows.current[index] = el;
            }}
            role="checkbox"
            aria-checked={!isAbsent}
            aria-label={s.name}
            tabIndex={index === focused ? 0 : -1}
            data-autofocus={index === 0 || undefined}
            className={classes.row}
            data-absent={isAbsent || undefined}
            onClick={() => {
              setActive(index);
              onToggle(s._id);
            }}
            onKeyDown={(e) => move(e, index)}
          >
            <div className={classes.who}>
              <Text size="sm" fw={500} truncate>
                {s.name}
              </Text>
              {s.student_id && (
                <Text size="xs" c="dimmed" truncate>
                  {s.student_id}
                </Text>
              )}
            </div>
            {isAbsent ? (
              <Badge color="red" variant="filled" leftSection={<IconX size={12} aria-hidden />}>
                <Trans>Absent</Trans>
              </Badge>
            ) : (
              <Badge color="teal" variant="light" leftSection={<IconCheck size={12} aria-hidden />}>
                <Trans>Present</Trans>
              </Badge>
            )}
          </UnstyledButton>
        );
      })}
      {shown.length === 0 && (
        <Text size="sm" c="dimmed" p="xs">
          <Trans>No student matches “{typed}”.</Trans>
        </Text>
      )}
    </fieldset>
  );

  return (
    <Stack gap="xs" className={fill ? classes.fill : undefined}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={600}>
          <Plural value={total} one="# student" other="# students" />
        </Text>
        <Text size="sm" aria-live="polite" data-testid="roll-call-counts">
          <Text span fw={600} c="teal.8">
            <Trans>Present {present}</Trans>
          </Text>
          {' · '}
          <Text span fw={600} c={absentCount > 0 ? 'red.8' : 'dimmed'}>
            <Trans>Absent {absentCount}</Trans>
          </Text>
        </Text>
      </Group>
      {students.length >= SEARCH_FROM && (
        <TextInput
          aria-label={t`Search students`}
          placeholder={t`Search by name or student ID`}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(e) => {
            setQuery(e.currentTarget.value);
            setActive(0);
          }}
        />
      )}
      {fill ? (
        <div className={classes.fillList} data-testid="roll-call-list">
          {list}
        </div>
      ) : (
        <ScrollArea.Autosize mah={LIST_HEIGHT} type="auto" offsetScrollbars data-testid="roll-call-list">
          {list}
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
