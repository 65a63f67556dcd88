import '@mantine/dates/styles.css';
import { Group, Select } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useState } from 'react';
import * as v from 'valibot';
import { RangeQuerySchema, isoDay } from '#contract/analytics';
import {
  type AnalyticsSearch,
  type DayRange,
  RANGE_OPTIONS,
  type RangeChoice,
  parseTypedDay,
} from '../analytics-search';

type Props = { search: AnalyticsSearch; range: DayRange; onChange: (next: AnalyticsSearch) => void };

/** 7, 30 (default), 90 or 365 days, or a custom pair of dates (the end no later than today). */
export function RangeControl({ search, range, onChange }: Props) {
  const today = isoDay(new Date());
  const choice = (search.range === undefined ? '30' : String(search.range)) as RangeChoice;
  const [draft, setDraft] = useState<{ from: string | null; to: string | null }>({
    from: range.startDate,
    to: range.endDate,
  });
  const [error, setError] = useState<string | null>(null);

  const apply = (from: string | null, to: string | null) => {
    setDraft({ from, to });
    if (!from || !to) return;
    const capped = to > today ? today : to;
    const parsed = v.safeParse(RangeQuerySchema, { startDate: from, endDate: capped });
    if (!parsed.success) {
      setError(parsed.issues[0]?.message ?? 'Invalid date range');
      return;
    }
    setError(null);
    onChange({ ...search, range: 'custom', from, to: capped });
  };

  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <Select
        label="Date range"
        data={RANGE_OPTIONS}
        value={choice}
        allowDeselect={false}
        w={180}
        onChange={(value) => {
          const next = (value ?? '30') as RangeChoice;
          if (next === 'custom') {
            setDraft({ from: range.startDate, to: range.endDate });
            onChange({ ...search, range: 'custom', from: range.startDate, to: range.endDate });
          } else {
            setError(null);
            onChange({ period: search.period, range: next === '30' ? undefined : Number(next) });
          }
        }}
      />
      {choice === 'custom' && (
        <>
          <DateInput
            label="Start date"
            value={draft.from}
            onChange={(from) => apply(from, draft.to)}
            maxDate={today}
            valueFormat="D MMM YYYY"
            dateParser={parseTypedDay}
            error={error}
            w={170}
          />
          <DateInput
            label="End date"
            value={draft.to}
            onChange={(to) => apply(draft.from, to)}
            maxDate={today}
            valueFormat="D MMM YYYY"
            dateParser={parseTypedDay}
            w={170}
          />
        </>
      )}
    </Group>
  );
}
