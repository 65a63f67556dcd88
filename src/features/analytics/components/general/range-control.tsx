import { useLingui } from '@lingui/react/macro';
import { Group, NativeSelect } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { type AnalyticsSearch, type DayRange, RANGE_OPTIONS, type RangeChoice } from '../analytics-search';

// The date pickers (and their popover's code) load only when a custom range is chosen (issue 14).
const CustomRange = lazy(() => import('./custom-range').then((m) => ({ default: m.CustomRange })));

type Props = { search: AnalyticsSearch; range: DayRange; onChange: (next: AnalyticsSearch) => void };

/**
 * 7, 30 (default), 90 or 365 days, or a custom pair of dates. The browser's own select: a phone shows its native
 * picker, and no popover code is loaded for four choices.
 */
export function RangeControl({ search, range, onChange }: Props) {
  const { i18n, t } = useLingui();
  const choice = (search.range === undefined ? '30' : String(search.range)) as RangeChoice;
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <NativeSelect
        label={t`Date range`}
        data={RANGE_OPTIONS.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
        value={choice}
        w={180}
        onChange={(event) => {
          const next = event.currentTarget.value as RangeChoice;
          if (next === 'custom') onChange({ ...search, range: 'custom', from: range.startDate, to: range.endDate });
          else onChange({ period: search.period, range: next === '30' ? undefined : Number(next) });
        }}
      />
      {choice === 'custom' && (
        <Suspense fallback={null}>
          <CustomRange search={search} range={range} onChange={onChange} />
        </Suspense>
      )}
    </Group>
  );
}
