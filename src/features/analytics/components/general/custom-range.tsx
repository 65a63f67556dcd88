import '@mantine/dates/styles.css';
import { useLingui } from '@lingui/react/macro';
import { DateInput } from '@mantine/dates';
import { useState } from 'react';
import * as v from 'valibot';
import { RangeQuerySchema, isoDay } from '#contract/analytics';
import { contractText } from '#src/i18n/contract-text';
import { type AnalyticsSearch, type DayRange, parseTypedDay } from '../analytics-search';

type Props = { search: AnalyticsSearch; range: DayRange; onChange: (next: AnalyticsSearch) => void };

/** A custom pair of dates, the end no later than today. Loaded by range-control.tsx when 'Custom range' is chosen. */
export function CustomRange({ search, range, onChange }: Props) {
  const { t } = useLingui();
  const today = isoDay(new Date());
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
      const issue = parsed.issues[0]?.message;
      setError(issue ? contractText(issue) : t`Invalid date range`);
      return;
    }
    setError(null);
    onChange({ ...search, range: 'custom', from, to: capped });
  };

  return (
    <>
      <DateInput
        label={t`Start date`}
        value={draft.from}
        onChange={(from) => apply(from, draft.to)}
        maxDate={today}
        valueFormat="D MMM YYYY"
        dateParser={parseTypedDay}
        error={error}
        w={170}
      />
      <DateInput
        label={t`End date`}
        value={draft.to}
        onChange={(to) => apply(draft.from, to)}
        maxDate={today}
        valueFormat="D MMM YYYY"
        dateParser={parseTypedDay}
        w={170}
      />
    </>
  );
}
