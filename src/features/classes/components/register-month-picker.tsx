import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Select } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { addMonths, monthOf } from '#contract/class-register';
import { formatMonthYear } from '#src/lib/format';

/** How far back the month list goes; older months stay reachable with the previous-month button. */
const MONTHS_LISTED = 24;
/** 'February 2026' for '2026-02' (in the reader's language). */
export const monthLabel = (month: string) => formatMonthYear(`${month}-01T00:00:00Z`);

/** Previous and next month buttons around a list of months (this one and the 23 before), newest first. */
export function RegisterMonthPicker({ month, onChange }: { month: string; onChange: (month: string) => void }) {
  const latest = monthOf();
  const months = Array.from({ length: MONTHS_LISTED }, (_, i) => addMonths(latest, -i));
  if (!months.includes(month)) months.push(month);
  const earliest = month <= '2000-01';
  const { t } = useLingui();
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t`Previous month`}
        disabled={earliest}
        onClick={() => onChange(addMonths(month, -1))}
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      <Select
        aria-label={t`Month`}
        data={months.map((value) => ({ value, label: monthLabel(value) }))}
        value={month}
        allowDeselect={false}
        w={180}
        onChange={(value) => value && onChange(value)}
      />
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t`Next month`}
        disabled={month >= latest}
        onClick={() => onChange(addMonths(month, 1))}
      >
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
}
